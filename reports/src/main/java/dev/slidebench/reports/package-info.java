/** Reads JMH JSON; statistics, charts, the Markdown/HTML report and the recommendation. */
package dev.slidebench.reports;
