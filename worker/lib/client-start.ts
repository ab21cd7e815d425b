/**
 * @file The inline script that starts the client code. Public pages start it once the browser has painted them (first
 * contentful paint): their islands' few KB of JavaScript and the brand font then do not compete with the page itself
 * for a slow connection before the first paint. The page is complete and its links work before; the islands follow.
 * The admin area starts at once. Starting loads the brand font and then switches it on (`data-fonts` on <html>,
 * web/styles/global.css): until then the metric-matched fallback shows the same layout.
 */

/** Waits this long for a paint that a browser without Paint Timing, or a page that never paints, would not report. */
const PAINT_WAIT_MS = 3000;

export function clientStartScript(entries: string[], afterFirstPaint: boolean): string {
  // import() adds no element: React finds the document as the server rendered it when it hydrates
  const load = entries.map((src) => `import(${JSON.stringify(src)});`).join("");
  // the brand font switches on once it is loaded: switching first re-laid the whole page in the fallback and then
  // again when the font came (on Lighthouse's phone 150-250 ms of style and layout for nothing)
  const fonts =
    `var d=document.documentElement,on=function(){d.setAttribute("data-fonts","")};` +
    `document.fonts&&document.fonts.load?document.fonts.load('1em "Inter"').then(on,on):on();`;
  const start = `function(){${fonts}${load}}`;
  if (!afterFirstPaint) return `(${start})();`;
  return (
    `(function(){var started=0,start=${start};function go(){if(!started++)start()}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});` +
    `setTimeout(go,${PAINT_WAIT_MS})}else go()})();`
  );
}
