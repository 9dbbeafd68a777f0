package dev.slidebench.reports.render;

/** One section of the report: reads the context, appends blocks to the document. */
interface Section {

    void render(ReportContext context, Document doc);
}
