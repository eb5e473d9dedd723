/** What a report endpoint answers: `summary` for the statistic cards, and rows under each chart's and table's key. */
export type ReportAnswer = { summary: Record<string, number> } & Record<string, unknown>;
