/** @file Global Privacy Control and Do Not Track count as "no" to analytics, whatever the cookie choice (issue 14). */
export function privacySignalSaysNo(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
}
