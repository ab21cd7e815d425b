/**
 * @file The inline script that starts the client code. Public pages start it once the browser has painted them (first
 * contentful paint): their islands' few KB of JavaScript and the brand font then do not compete with the page itself
 * for a slow connection before the first paint. The page is complete and its links work before; the islands follow.
 * The admin area starts at once. Starting loads the brand font and then switches it on (`data-fonts` on <html>,
 * web/styles/global.css): until then the metric-matched fallback shows the same layout.
 */

/** Waits this long for a paint that a browser without Paint Timing, or a page that never paints, would not report. */
const PAINT_WAIT_MS = 3000;
/** The brand font is switched on for parts of at most this many elements ... */
const FONT_PART_ELEMENTS = 40;
/** ... and for as many parts per task as take this long (Lighthouse's phone runs them 4 times slower). */
const FONT_TASK_MS = 4;

export function clientStartScript(entries: string[], afterFirstPaint: boolean): string {
  // import() adds no element: React finds the document as the server rendered it when it hydrates
  const load = entries.map((src) => `import(${JSON.stringify(src)});`).join("");
  // the brand font switches on once it is loaded: switching first re-laid the whole page in the fallback and then
  // again when the font came (on Lighthouse's phone 150-250 ms of style and layout for nothing). It switches part by
  // part in document order (an element of at most FONT_PART_ELEMENTS descendants, else its children), laying each out
  // at once, FONT_TASK_MS of parts per task, and then the whole document: the whole page at once was one long task.
  // (no "<" in it: the script's text stays free of anything that could read as markup)
  const fonts =
    `var d=document.documentElement,on=function(){` +
    `var parts=[],todo=[].slice.call(d.querySelectorAll("body>:not(script)"));while(todo.length){var el=todo.shift();` +
    `if(el.children.length&&el.getElementsByTagName("*").length>${FONT_PART_ELEMENTS})todo=[].slice.call(el.children).concat(todo);else parts.push(el)}` +
    `var i=0;(function next(){var t=performance.now();` +
    `while(parts.length>i&&${FONT_TASK_MS}>performance.now()-t){parts[i++].setAttribute("data-fonts","");void d.offsetHeight}` +
    `if(parts.length>i)setTimeout(next,0);else d.setAttribute("data-fonts","")})()};` +
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
