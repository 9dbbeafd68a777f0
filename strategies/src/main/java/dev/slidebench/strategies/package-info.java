/** One class per sliding-attack algorithm, each registered for {@link java.util.ServiceLoader}. */
package dev.slidebench.strategies;
