/**
 * @file Cookie policy in German and English (January 2025); the German version adds legal basis, user rights,
 * the data protection officer and a changes section. Imported only by the cookie policy route.
 */
import { COMPANY } from "../../common/site";
import type { LegalDocument, Localized } from "./types";

const PRIVACY_EMAIL = "datenschutz@example.com";
const BROWSER_HELP = {
  chrome: "https://support.google.com/chrome/answer/95647",
  firefox: "https://support.mozilla.org/kb/cookies-und-website-daten-in-firefox-loschen",
  safari: "https://support.apple.com/guide/safari/sfri11471/mac",
  edge: "https://support.microsoft.com/microsoft-edge/cookies-in-microsoft-edge-loschen-63947406-40ac-c3b8-57b9-2a946a29ae09",
};
const ANALYTICS_OPT_OUT = "https://tools.google.com/dlpage/gaoptout";

export const COOKIE_POLICY: Localized<LegalDocument> = {
  de: {
    title: "Cookie-Richtlinie",
    updated: "Stand: Januar 2025",
    sections: [
      {
        id: "was-sind-cookies",
        heading: "Was sind Cookies?",
        blocks: [
          {
            kind: "p",
            text: "Cookies sind kleine Textdateien, die eine Website auf Ihrem Endgerät ablegt. Ähnlich funktionieren der lokale Speicher (Local Storage) und der Sitzungsspeicher (Session Storage) Ihres Browsers. Wir verwenden in dieser Richtlinie den Begriff „Cookies“ für alle diese Techniken.",
          },
        ],
      },
      {
        id: "notwendige-cookies",
        heading: "Notwendige Cookies",
        blocks: [
          { kind: "p", text: "Diese Speicherungen sind für den Betrieb der Website erforderlich und immer aktiv:" },
          {
            kind: "list",
            items: [
              "cookieConsent, analyticsEnabled, functionalEnabled, cookieConsentVersion (lokaler Speicher): Ihre Entscheidung im Cookie-Banner und die Fassung dieser Hinweise, für die Sie sie getroffen haben; gespeichert, bis Sie sie ändern oder den Speicher löschen. Ändern wir die Hinweise, fragen wir Sie erneut.",
              "language (lokaler Speicher): die von Ihnen gewählte Sprache.",
              "Anmelde-Cookie (nur im internen Mitarbeiterbereich): hält die Sitzung angemeldeter Mitarbeitender; Besucher der Website erhalten es nicht.",
            ],
          },
        ],
      },
      {
        id: "analyse-cookies",
        heading: "Analyse-Cookies",
        blocks: [
          {
            kind: "p",
            text: "Nur mit Ihrer Einwilligung legen wir für die Dauer Ihres Besuchs eine zufällige Sitzungskennung (analytics_session_id und analytics_session_started, Sitzungsspeicher; gelöscht beim Schließen des Tabs oder beim Widerruf) ab. Damit zählen wir auf unseren eigenen Servern Seitenaufrufe, Klicks auf Schaltflächen und Schritte des Kontaktformulars, um unsere Website zu verbessern; IP-Adressen und die vollständige Browserkennung speichern wir nicht, Einzeldaten löschen wir nach 90 Tagen, danach bleiben nur Tageswerte. Ohne Einwilligung, nach einem Widerruf und bei „Global Privacy Control“ oder „Do Not Track“ wird nichts gesendet. Ein externes Analysewerkzeug wird ebenfalls nur mit Ihrer Einwilligung geladen; IP-Adressen werden dabei gekürzt.",
          },
        ],
      },
      {
        id: "funktionale-cookies",
        heading: "Funktionale Cookies",
        blocks: [
          {
            kind: "p",
            text: "Funktionale Cookies ermöglichen Komfortfunktionen. Derzeit setzen wir keine funktionalen Cookies ein; Ihre Einstellung gilt für künftige Komfortfunktionen und wird beachtet, sobald wir solche einführen.",
          },
        ],
      },
      {
        id: "drittanbieter",
        heading: "Dienste von Drittanbietern",
        blocks: [
          {
            kind: "list",
            items: [
              "Schriftarten: Wir liefern alle Schriftarten von unserem eigenen Server aus; ein externer Schriftdienst wird nicht aufgerufen und setzt keine Cookies.",
              "Anmelde- und Datendienst: Anmeldung und Datenhaltung betreiben wir selbst; der Dienst setzt ausschließlich das oben genannte Anmelde-Cookie im Mitarbeiterbereich.",
              "Hosting: Unsere Website wird bei Cloudflare betrieben. Cloudflare kann technisch notwendige Sicherheits-Cookies (z. B. __cf_bm) setzen, um die Website vor automatisierten Angriffen zu schützen.",
              "Kontaktformular: Ihre Nachricht speichern wir in unserer Datenbank bei Cloudflare (D1) und löschen sie nach 7 Tagen; das Formular setzt keine Cookies. Sofern aktiviert, prüft Cloudflare Turnstile (geladen von challenges.cloudflare.com) beim Absenden, ob ein Mensch das Formular nutzt; Turnstile setzt dafür keine Cookies, verarbeitet aber technische Daten Ihres Browsers.",
            ],
          },
        ],
      },
      {
        id: "einstellungen",
        heading: "Ihre Einstellungen verwalten",
        blocks: [
          {
            kind: "p",
            text: "Analyse- und funktionale Cookies sind ausgeschaltet, bis Sie sie selbst auswählen oder „Alle akzeptieren“ wählen; „Auswahl speichern“ ohne Häkchen und „Alle ablehnen“ lassen beide ausgeschaltet. Sie können Ihre Auswahl jederzeit über „Cookie-Einstellungen“ im Seitenfuß ändern. Außerdem können Sie in Ihrem Browser Cookies und gespeicherte Website-Daten einsehen, löschen oder blockieren:",
          },
          {
            kind: "list",
            items: [
              [{ text: "Google Chrome", href: BROWSER_HELP.chrome, external: true }],
              [{ text: "Mozilla Firefox", href: BROWSER_HELP.firefox, external: true }],
              [{ text: "Apple Safari", href: BROWSER_HELP.safari, external: true }],
              [{ text: "Microsoft Edge", href: BROWSER_HELP.edge, external: true }],
            ],
          },
          {
            kind: "p",
            onlyWithAnalyticsTag: true,
            text: [
              "Für Google Analytics steht zusätzlich ein ",
              { text: "Browser-Add-on zur Deaktivierung", href: ANALYTICS_OPT_OUT, external: true },
              " bereit.",
            ],
          },
        ],
      },
      {
        id: "rechtsgrundlage",
        heading: "Rechtsgrundlage",
        blocks: [
          {
            kind: "p",
            text: "Notwendige Cookies setzen wir auf Grundlage von § 25 Abs. 2 Nr. 2 TDDDG und Art. 6 Abs. 1 lit. f DSGVO. Analyse- und funktionale Cookies setzen wir nur mit Ihrer Einwilligung nach § 25 Abs. 1 TDDDG und Art. 6 Abs. 1 lit. a DSGVO, die Sie jederzeit mit Wirkung für die Zukunft widerrufen können.",
          },
        ],
      },
      {
        id: "ihre-rechte",
        heading: "Ihre Rechte",
        blocks: [
          {
            kind: "p",
            text: [
              "Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde. Einzelheiten finden Sie in unserer ",
              { text: "Datenschutzerklärung", href: "/datenschutz" },
              ".",
            ],
          },
        ],
      },
      {
        id: "datenschutzbeauftragter",
        heading: "Datenschutzbeauftragter",
        blocks: [
          {
            kind: "p",
            text: [
              "Unseren Datenschutzbeauftragten erreichen Sie per E-Mail an ",
              { text: PRIVACY_EMAIL, href: `mailto:${PRIVACY_EMAIL}` },
              ".",
            ],
          },
        ],
      },
      {
        id: "kontakt",
        heading: "Kontakt",
        blocks: [
          {
            kind: "p",
            text: [
              "Fragen zu dieser Richtlinie beantworten wir gern: ",
              { text: COMPANY.email, href: `mailto:${COMPANY.email}` },
              `, Telefon ${COMPANY.phone}.`,
            ],
          },
        ],
      },
      {
        id: "aenderungen",
        heading: "Änderungen dieser Richtlinie",
        blocks: [
          {
            kind: "p",
            text: "Wir passen diese Richtlinie an, wenn sich unsere Website oder die rechtlichen Anforderungen ändern. Es gilt die jeweils hier veröffentlichte Fassung.",
          },
        ],
      },
    ],
  },
  en: {
    title: "Cookie Policy",
    updated: "Last updated: January 2025",
    sections: [
      {
        id: "what-are-cookies",
        heading: "What are cookies?",
        blocks: [
          {
            kind: "p",
            text: "Cookies are small text files that a website places on your device. Your browser's local storage and session storage work in a similar way. In this policy we use the term “cookies” for all of these techniques.",
          },
        ],
      },
      {
        id: "essential-cookies",
        heading: "Essential cookies",
        blocks: [
          { kind: "p", text: "These are required for the website to work and are always active:" },
          {
            kind: "list",
            items: [
              "cookieConsent, analyticsEnabled, functionalEnabled, cookieConsentVersion (local storage): your choice in the cookie banner and the version of this information you made it for; kept until you change it or clear your storage. When we change this information, we ask you again.",
              "language (local storage): the language you selected.",
              "Sign-in cookie (staff area only): keeps signed-in staff members signed in; visitors to the website never receive it.",
            ],
          },
        ],
      },
      {
        id: "analytics-cookies",
        heading: "Analytics cookies",
        blocks: [
          {
            kind: "p",
            text: "Only with your consent do we store a random session identifier (analytics_session_id and analytics_session_started, session storage; deleted when you close the tab or withdraw consent) for the duration of your visit. We use it to count page views, button clicks and the steps of the contact form on our own servers in order to improve our website; we store neither IP addresses nor the full browser identification, delete the individual records after 90 days and keep only daily totals after that. Nothing is sent without consent, after you withdraw it, or when your browser sends Global Privacy Control or Do Not Track. An external analytics tool is likewise loaded only with your consent; IP addresses are truncated.",
          },
        ],
      },
      {
        id: "functional-cookies",
        heading: "Functional cookies",
        blocks: [
          {
            kind: "p",
            text: "Functional cookies enable convenience features. We currently use no functional cookies; your setting applies to future convenience features and will be respected as soon as we introduce any.",
          },
        ],
      },
      {
        id: "third-party-services",
        heading: "Third-party services",
        blocks: [
          {
            kind: "list",
            items: [
              "Fonts: we serve all fonts from our own server; no external font service is contacted and none sets cookies.",
              "Sign-in and data service: we run sign-in and data storage ourselves; the service sets only the sign-in cookie of the staff area mentioned above.",
              "Hosting: our website runs on Cloudflare. Cloudflare may set technically necessary security cookies (e.g. __cf_bm) to protect the website against automated attacks.",
              "Contact form: we store your message in our database at Cloudflare (D1) and delete it after 7 days; the form sets no cookies. Where enabled, Cloudflare Turnstile (loaded from challenges.cloudflare.com) checks when you send the form that a person is using it; Turnstile sets no cookies for this but processes technical data of your browser.",
            ],
          },
        ],
      },
      {
        id: "managing-preferences",
        heading: "Managing your preferences",
        blocks: [
          {
            kind: "p",
            text: "Analytics and functional cookies stay off until you select them yourself or choose “Accept All”; “Save Selection” without a tick and “Reject All” leave both off. You can change your choice at any time through “Cookie settings” in the footer. You can also view, delete or block cookies and stored website data in your browser:",
          },
          {
            kind: "list",
            items: [
              [{ text: "Google Chrome", href: BROWSER_HELP.chrome, external: true }],
              [{ text: "Mozilla Firefox", href: BROWSER_HELP.firefox, external: true }],
              [{ text: "Apple Safari", href: BROWSER_HELP.safari, external: true }],
              [{ text: "Microsoft Edge", href: BROWSER_HELP.edge, external: true }],
            ],
          },
          {
            kind: "p",
            onlyWithAnalyticsTag: true,
            text: [
              "For Google Analytics a ",
              { text: "browser add-on to opt out", href: ANALYTICS_OPT_OUT, external: true },
              " is also available.",
            ],
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact",
        blocks: [
          {
            kind: "p",
            text: [
              "We are happy to answer questions about this policy: ",
              { text: COMPANY.email, href: `mailto:${COMPANY.email}` },
              `, phone ${COMPANY.phone}.`,
            ],
          },
        ],
      },
    ],
  },
};
