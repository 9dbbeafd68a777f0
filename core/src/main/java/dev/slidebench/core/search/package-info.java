/**
 * An engine-shaped search over the project's legal move generator: iterative deepening, principal
 * variation search and quiescence, with a transposition table, move ordering, static exchange
 * evaluation and an evaluation that asks the strategy's {@link dev.slidebench.core.AttackBoard} for
 * mobility and king-zone attacks. It exists to measure a strategy where an engine uses it, between
 * hash-table probes, evaluation tables and make/unmake; it is not meant to play well.
 *
 * <p>Everything is deterministic: no clock, no threads, no randomness but fixed Zobrist keys, so
 * the node count of a search depends only on the positions, the depth and the table size, and is
 * the same for every correct strategy. Nothing here allocates once a {@link
 * dev.slidebench.core.search.Search} is built.
 */
package dev.slidebench.core.search;
