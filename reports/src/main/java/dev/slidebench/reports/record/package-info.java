/**
 * The typed run record ({@code run.json}): Java records with read and write, the one form in which
 * bench writes a run's metadata and reports reads it. See {@link dev.slidebench.reports.record.RunRecord}.
 */
package dev.slidebench.reports.record;
