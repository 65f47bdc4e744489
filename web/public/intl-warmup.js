/* global document */
// Loads the browser's date, number and plural data for the page's language while the back office's code is still
// on its way (decisions/0053). The first Intl formatter a page builds loads that data: on the bench phone (CPU
// slowed 4×) some 230 ms for the first date format in Copenhagen time, 37 ms for the first number format, which
// otherwise fell in the first render, after the code and the data had come. Named in the head beside theme-init.js,
// it comes first, and its work runs in a task of its own while the main thread waits for the page's code (an async
// script came last, behind the code, and ran in the middle of the first render). Kept in sync with
// src/lib/format/language.ts (da-DK or en-GB, Europe/Copenhagen); theme-init.js has set the html lang from the stored
// language before it runs.
setTimeout(function () {
  var locale = document.documentElement.lang === 'en' ? 'en-GB' : 'da-DK';
  try {
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/Copenhagen',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(0);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'DKK' }).format(0);
    new Intl.PluralRules(locale).select(1);
  } catch {
    // A browser without this Intl data formats as it can later; nothing to warm.
  }
}, 0);
