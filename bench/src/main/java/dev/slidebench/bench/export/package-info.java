/**
 * {@code ./slidebench export}: one strategy as one Java source file that depends on the JDK alone.
 *
 * <p>Boundary: this package reads the sources that ship in the jars under {@code slidebench-sources/}
 * (with JavaParser, to follow names; never by pattern on the text), the {@code SlidingAttacks} contract
 * and the registry's entry of the strategy it exports; it knows no particular strategy. It writes text
 * and nothing else: files are the command's business ({@code bench.cli.ExportCommand}).
 *
 * <p>Stages, in one direction: {@link dev.slidebench.bench.export.SourceLibrary} finds and parses files;
 * {@link dev.slidebench.bench.export.TypeResolver} says what a name means; {@link
 * dev.slidebench.bench.export.ClosureBuilder} (with its {@link dev.slidebench.bench.export.UseVisitor})
 * finds what the lookups need; {@link dev.slidebench.bench.export.NestedTypeWriter} rewrites each needed
 * file as a member class; {@link dev.slidebench.bench.export.ExportedSource} and {@link
 * dev.slidebench.bench.export.ExportedTest} assemble the file and its JUnit test; {@link
 * dev.slidebench.bench.export.Exporter} runs them and decides what cannot be exported.
 */
package dev.slidebench.bench.export;
