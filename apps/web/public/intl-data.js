// Loads the browser's internationalisation data on a thread of its own (started by page-code.js; decision 0054).
// A page's first time zone, date, amount, plural or region name loads that data: 20-90 ms in whichever of the
// page's tasks asks first, four times that on a slow phone. The data is shared by all of a page's threads, so
// once this worker has asked, the page's own first asking costs it about a millisecond. Nothing is sent back.
const locale = new URL(self.location.href).searchParams.get('locale') || 'en';
try {
  Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).resolvedOptions();
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'gigabyte' }).format(1);
  new Intl.PluralRules(locale).select(1);
  new Intl.DisplayNames(locale, { type: 'region' }).of('JP');
} finally {
  self.close();
}
