/**
 * Build-time tools: the seeded searches that produce the constants the strategies hold (magic
 * multipliers, hash and "genetic" constants) and generators of source code. Nothing here is in the
 * runtime jar: {@code bench} does not depend on this module. Each search is deterministic from its
 * seed, so its test re-runs it and proves the committed constants.
 */
package dev.slidebench.tools;
