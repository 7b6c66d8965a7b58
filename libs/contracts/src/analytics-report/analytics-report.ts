/** The query parameter of the emails' link that carries the signed store code. */
export const analyticsReportLinkParam = 'code';
