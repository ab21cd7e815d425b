/**
 * @file The cookie banner's island (web/site/shell/cookie-banner.tsx): takes the banner out when a current choice is
 * stored, toggles the settings, stores Reject All / Save Selection / Accept All and closes, and brings the banner back
 * with the settings open and the stored choice ticked when the visitor asks (footer, cookie policy).
 */
import { acceptAll, onOpenConsentSettings, readConsent, rejectAll, STORED_CONSENT_MARK, saveSelection } from "../consent/consent";

export function mount(root: HTMLElement) {
  const banner = root.querySelector<HTMLElement>(".cookie-banner");
  if (!banner) return;
  const find = <T extends HTMLElement>(selector: string) => banner.querySelector<T>(selector)!;
  const settings = find<HTMLFieldSetElement>(".cookie-banner__settings");
  const toggle = find<HTMLButtonElement>('[data-consent="settings"]');
  const save = find<HTMLButtonElement>('[data-consent="save"]');
  const box = (name: string) => find<HTMLInputElement>(`input[name="${name}"]`);

  const showSettings = (show: boolean) => {
    settings.hidden = !show;
    save.hidden = !show;
    toggle.setAttribute("aria-expanded", String(show));
    toggle.textContent = (show ? toggle.dataset.hideLabel : toggle.dataset.showLabel) ?? "";
  };
  // a closed banner is out of the document, as it was when React rendered nothing
  const close = () => {
    showSettings(false);
    banner.remove();
  };

  // in one task, so the banner and the pre-paint mark that hid it go in the same frame
  if (readConsent().status !== null) banner.remove();
  document.documentElement.removeAttribute(STORED_CONSENT_MARK);

  banner.addEventListener("click", (e) => {
    const action = (e.target as Element).closest<HTMLElement>("[data-consent]")?.dataset.consent;
    if (action === "settings") showSettings(toggle.getAttribute("aria-expanded") !== "true");
    else if (action === "reject") rejectAll();
    else if (action === "accept") acceptAll();
    else if (action === "save") saveSelection({ analytics: box("analytics").checked, functional: box("functional").checked });
    if (action && action !== "settings") close();
  });

  onOpenConsentSettings(() => {
    const current = readConsent();
    box("analytics").checked = current.analytics;
    box("functional").checked = current.functional;
    showSettings(true);
    root.appendChild(banner);
  });
}
