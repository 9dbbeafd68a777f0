/**
 * How numbers and ratios are written in every report text: the verdict ({@code recommend}) and the report's
 * sections ({@code render}) both write through {@link dev.slidebench.reports.text.Format}, so neither needs the
 * other for it.
 */
package dev.slidebench.reports.text;
