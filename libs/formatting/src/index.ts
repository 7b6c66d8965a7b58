export { formatNumber, formatCurrency, type NumberFormatOptions } from './number';
export { parseRupiah, type RupiahProblem, type RupiahReading } from './rupiah';
export { formatDate, relativeTime, calendarTime, deadlineTime, type DateInput } from './date';
export { toLocalInput, fromLocalInput } from './date-input';
export { decodeBase64, encodeBase64, decryptValue, isBase64 } from './base64';
