/**
 * @file Every UI string of the public site, keyed by id, German and English (content copy lives in web/content/).
 * Read them only through `translate` / `useT` (web/i18n/use-t.ts): translations stored in D1 can later
 * override any id by passing an overrides map to the MessagesProvider.
 */
import type { Locale } from "../../common/locales";

const M = {
  // shell
  "skip.main": ["Zum Inhalt springen", "Skip to main content"],
  "lang.switchTo": ["Sprache wechseln: English", "Switch language: Deutsch"],
  "topbar.label": ["Profile und Sprache", "Profiles and language"],
  "topbar.linkedin": ["LinkedIn-Profil", "LinkedIn profile"],
  "topbar.xing": ["XING-Profil", "XING profile"],
  "topbar.kununu": ["Bewertungen auf kununu", "Reviews on kununu"],
  "topbar.innovation": ["Innovation Lab", "Innovation Lab"],
  "topbar.innovationTitle": ["Zu unserer Schwesterseite für Innovationsleistungen", "Visit our sister site for innovation services"],
  "topbar.newTab": ["(öffnet in neuem Tab)", "(opens in a new tab)"],
  "nav.label": ["Hauptnavigation", "Main navigation"],
  "nav.home": ["Startseite", "Home"],
  "nav.about": ["Über uns", "About"],
  "nav.company": ["Unternehmen", "Company"],
  "nav.philosophy": ["Philosophie", "Philosophy"],
  "nav.team": ["Team", "Team"],
  "nav.services": ["Leistungen", "Services"],
  "nav.projects": ["Projekte", "Projects"],
  "nav.career": ["Karriere", "Career"],
  "nav.contact": ["Kontakt", "Contact"],
  "nav.blog": ["Blog", "Blog"],
  "nav.openMenu": ["Menü öffnen", "Open menu"],
  "nav.closeMenu": ["Menü schließen", "Close menu"],
  "nav.submenu": ["Untermenü {label}", "{label} submenu"],
  "nav.homeLink": ["{company} – zur Startseite", "{company} – home"],
  "breadcrumb.label": ["Brotkrümelnavigation", "Breadcrumb"],
  "footer.label": ["Fußzeile", "Footer"],
  "footer.about": [
    "{company} ist eine unabhängige IT- und Datenberatung aus Bayern. Wir verbinden Fachwissen und Technologie und begleiten Unternehmen von der Analyse bis zum Betrieb.",
    "{company} is an independent IT and data consultancy from Bavaria. We combine business knowledge with technology and support companies from analysis to operations.",
  ],
  "footer.rating": ["Arbeitgeberbewertung", "Employer rating"],
  "footer.ratingScore": ["{score} von {max}", "{score} out of {max}"],
  "footer.ratingRecommend": ["{percent} % Weiterempfehlung", "{percent}% recommendation"],
  "footer.ratingLink": ["Bewertungen lesen", "Read reviews"],
  "footer.linkedin": ["Folgen Sie uns auf LinkedIn", "Follow us on LinkedIn"],
  "footer.quickLinks": ["Schnellzugriff", "Quick links"],
  "footer.services": ["Leistungen", "Services"],
  "footer.contact": ["Kontakt", "Contact"],
  "footer.phone": ["Telefon", "Phone"],
  "footer.email": ["E-Mail", "Email"],
  "footer.legal": ["Impressum", "Legal notice"],
  "footer.privacy": ["Datenschutz", "Privacy"],
  "footer.cookies": ["Cookie-Richtlinie", "Cookie policy"],
  "footer.cookieSettings": ["Cookie-Einstellungen", "Cookie settings"],
  "footer.copyright": ["© {year} {company}. Alle Rechte vorbehalten.", "© {year} {company}. All rights reserved."],
  "footer.builtWithAi": [
    "Diese Website wurde mit Unterstützung von KI-Werkzeugen entwickelt.",
    "This website was built with the help of AI tools.",
  ],
  "footer.techStack": ["Technik: {stack}", "Tech stack: {stack}"],
  "footer.headquarters": ["Hauptsitz", "Headquarters"],

  // cookie consent (spec section 4)
  "consent.label": ["Cookie-Einwilligung", "Cookie consent"],
  "consent.title": ["Wir respektieren Ihre Privatsphäre", "We respect your privacy"],
  "consent.text": [
    "Wir verwenden notwendige Cookies für den Betrieb der Website. Mit Ihrer Einwilligung nutzen wir außerdem Analyse-Cookies, um die Website zu verbessern, und funktionale Cookies für Komfortfunktionen.",
    "We use essential cookies to run this website. With your consent we also use analytics cookies to improve the site and functional cookies for convenience features.",
  ],
  "consent.policy": ["Cookie-Richtlinie", "Cookie policy"],
  "consent.settings": ["Einstellungen", "Settings"],
  "consent.hideSettings": ["Einstellungen ausblenden", "Hide settings"],
  "consent.acceptAll": ["Alle akzeptieren", "Accept All"],
  "consent.rejectAll": ["Alle ablehnen", "Reject All"],
  "consent.save": ["Auswahl speichern", "Save Selection"],
  "consent.essential": ["Notwendige Cookies", "Essential cookies"],
  "consent.essentialText": [
    "Erforderlich für Grundfunktionen wie die Speicherung Ihrer Cookie- und Spracheinstellungen.",
    "Required for basic functions such as remembering your cookie and language choices.",
  ],
  "consent.alwaysOn": ["Immer aktiv", "Always on"],
  "consent.analytics": ["Analyse-Cookies", "Analytics cookies"],
  "consent.analyticsText": [
    "Helfen uns zu verstehen, wie Besucher die Website nutzen (anonymisiert).",
    "Help us understand how visitors use the website (anonymised).",
  ],
  "consent.functional": ["Funktionale Cookies", "Functional cookies"],
  "consent.functionalText": [
    "Ermöglichen erweiterte Funktionen und Personalisierung.",
    "Enable enhanced functionality and personalisation.",
  ],

  // error screen and 404
  "error.title": ["Hoppla! Etwas ist schiefgelaufen", "Oops! Something went wrong"],
  "error.text": [
    "Ein unerwarteter Fehler ist aufgetreten. Unser Team wurde automatisch benachrichtigt.",
    "An unexpected error occurred. Our team has been automatically notified.",
  ],
  "error.reload": ["Seite neu laden", "Reload Page"],
  "error.home": ["Zur Startseite", "Go to Homepage"],
  "notFound.title": ["Seite nicht gefunden", "Page not found"],
  "notFound.text": [
    "Die angeforderte Seite gibt es nicht oder sie wurde verschoben.",
    "The page you requested does not exist or has been moved.",
  ],
  "notFound.code": ["Fehler 404", "Error 404"],
  "notFound.home": ["Zur Startseite", "Go to Homepage"],
  "notFound.contact": ["Kontakt aufnehmen", "Contact us"],

  // shared bits
  "common.learnMore": ["Mehr erfahren", "Learn More"],
  "common.learnMoreAbout": ["Mehr erfahren über {topic}", "Learn more about {topic}"],
  "common.loading": ["Wird geladen …", "Loading …"],
  "common.previous": ["Zurück", "Previous"],
  "common.next": ["Weiter", "Next"],
  "common.newTab": ["(öffnet in neuem Tab)", "(opens in a new tab)"],

  // home
  "home.events.title": ["Kommende Events", "Upcoming events"],
  "home.events.subtitle": ["Treffen Sie uns persönlich", "Meet us in person"],
  "home.events.participants": ["max. {count} Teilnehmer", "max. {count} participants"],
  "home.events.ownType": ["Dinner & Digital", "Dinner & Digital"],
  "home.events.partnerType": ["Partner Event", "Partner event"],
  "home.services.title": ["Unsere Leistungen", "Our services"],
  "home.services.subtitle": [
    "Fünf Kompetenzfelder, ein Ziel: Ihre IT wirksam machen.",
    "Five fields of expertise, one goal: making your IT effective.",
  ],
  "home.industries.title": ["Branchenerfahrung", "Industry experience"],
  "home.industries.subtitle": [
    "Wir kennen die Anforderungen Ihrer Branche aus vielen Projekten.",
    "We know the requirements of your industry from many projects.",
  ],
  "home.clients.title": ["Kunden, die uns vertrauen", "Clients who trust us"],
  "home.experts.title": ["Unsere Experten", "Our experts"],
  "home.experts.subtitle": [
    "Erfahrene Beraterinnen und Berater für Ihre Projekte.",
    "Experienced consultants for your projects.",
  ],
  "home.experts.empty": ["Keine Experten gefunden", "No experts found"],
  "home.network.title": ["Unser Netzwerk", "Our network"],
  "home.network.text": [
    "Für besondere Anforderungen ergänzen wir das Team um Spezialisten aus unserem Partnernetzwerk.",
    "For special requirements we add specialists from our partner network to the team.",
  ],
  "home.network.cta": ["Ganzes Team ansehen", "Meet the whole team"],
  "home.testimonials.title": ["Was unsere Kunden sagen", "What our clients say"],
  "home.stats.title": ["Zahlen und Fakten", "Facts and figures"],

  // carousel and slider
  "carousel.label": ["Kundenlogos", "Client logos"],
  "carousel.prev": ["Vorherige Logos", "Previous logos"],
  "carousel.next": ["Nächste Logos", "Next logos"],
  "carousel.goTo": ["Gehe zu Folie {n} von {total}", "Go to slide {n} of {total}"],
  "carousel.slide": ["Folie {n} von {total}", "Slide {n} of {total}"],
  "slider.label": ["Kundenstimmen", "Testimonials"],
  "slider.prev": ["Vorherige Kundenstimme", "Previous testimonial"],
  "slider.next": ["Nächste Kundenstimme", "Next testimonial"],
  "slider.goTo": ["Gehe zu Kundenstimme {n} von {total}", "Go to testimonial {n} of {total}"],

  // accordion
  "industries.projects": ["{count} Projekte", "{count} projects"],

  // team
  "team.management": ["Geschäftsführung", "Management"],
  "team.experts": ["Unsere Experten", "Our experts"],
  "team.join": ["Teil des Teams werden", "Join the Team"],
  "team.loading": ["Team wird geladen …", "Loading team …"],
  "team.empty": ["Keine Teammitglieder gefunden", "No team members found"],
  "team.inProject": ["Im Projekt", "In Project"],
  "team.available": ["Verfügbar", "Available"],
  "team.qualifications": ["Qualifikationen", "Qualifications"],
  "team.expertise": ["Schwerpunkte", "Expertise"],
  "team.linkedin": ["LinkedIn-Profil von {name}", "LinkedIn profile of {name}"],
  "team.email": ["E-Mail an {name}", "Email {name}"],

  // projects
  "projects.filterLabel": ["Projekte nach Kategorie filtern", "Filter projects by category"],
  "projects.all": ["Alle Projekte", "All Projects"],
  "projects.empty": ["Keine Projekte in dieser Kategorie gefunden", "No projects found in this category"],
  "projects.client": ["Kunde", "Client"],
  "projects.implementation": ["Umsetzung", "Implementation"],
  "projects.technologies": ["Technologien", "Technologies"],
  "projects.count": ["{count} Projekte angezeigt", "{count} projects shown"],
  "projects.industries": ["Branchenexpertise", "Industry expertise"],
  "projects.start": ["Projekt starten", "Start Project"],
  "projects.ctaTitle": ["Haben Sie ein ähnliches Vorhaben?", "Planning something similar?"],
  "projects.ctaText": [
    "Erzählen Sie uns von Ihrem Projekt – wir melden uns innerhalb eines Werktags.",
    "Tell us about your project – we will get back to you within one working day.",
  ],

  // contact
  "contact.offices": ["Unsere Standorte", "Our offices"],
  "contact.hours": ["Öffnungszeiten", "Opening hours"],
  "contact.closed": ["Geschlossen", "Closed"],
  "contact.phone": ["Telefon", "Phone"],
  "contact.email": ["E-Mail", "Email"],
  "contact.formTitle": ["Schreiben Sie uns", "Send us a message"],
  "contact.required": ["Mit * markierte Felder sind Pflichtfelder.", "Fields marked * are required."],
  "contact.name": ["Name", "Name"],
  "contact.emailField": ["E-Mail", "Email"],
  "contact.phoneField": ["Telefon (optional)", "Phone (optional)"],
  "contact.subject": ["Betreff", "Subject"],
  "contact.message": ["Nachricht", "Message"],
  "contact.termsBefore": ["Ich habe die ", "I have read the "],
  "contact.termsLink": ["Datenschutzerklärung", "privacy notice"],
  "contact.termsAfter": [
    " gelesen und bin mit der Verarbeitung meiner Angaben zur Beantwortung meiner Anfrage einverstanden.",
    " and agree to my details being processed to answer my enquiry.",
  ],
  "contact.termsRequired": ["Bitte stimmen Sie der Datenschutzerklärung zu.", "Please agree to the privacy notice."],
  "contact.submit": ["Nachricht senden", "Send message"],
  "contact.sending": ["Wird gesendet …", "Sending …"],
  "contact.successTitle": ["Nachricht erfolgreich gesendet!", "Message sent successfully!"],
  "contact.successText": [
    "Vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.",
    "Thank you for your message. We will get back to you as soon as possible.",
  ],
  "contact.newMessage": ["Neue Nachricht schreiben", "Write a new message"],
  "contact.errorTitle": ["Fehler beim Senden", "Error sending message"],
  "contact.err.default": ["Fehler beim Senden der Nachricht.", "Error sending the message."],
  "contact.err.unavailable": [
    "Kontaktformular-Service ist nicht verfügbar. Bitte versuchen Sie es später erneut.",
    "The contact form service is not available. Please try again later.",
  ],
  "contact.err.server": ["Server-Fehler. Bitte versuchen Sie es später erneut.", "Server error. Please try again later."],
  "contact.err.unreadable": ["Fehler beim Lesen der Server-Antwort.", "Error reading the server response."],
  "contact.err.unknown": ["Unbekannter Fehler", "Unknown error"],
  "contact.err.unparseable": ["Fehler beim Verarbeiten der Server-Antwort.", "Error processing the server response."],
  "contact.err.network": [
    "Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    "Network error. Please check your internet connection and try again.",
  ],
  "contact.err.rateLimited": [
    "Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten erneut.",
    "Too many messages in a short time. Please try again in a few minutes.",
  ],

  // career
  "career.openPositions": ["Offene Stellen", "Open positions"],
  "career.jobBoard": ["Zu den offenen Stellen", "View open positions"],
  "career.speculative": ["Initiativbewerbung senden", "Send a speculative application"],
  "career.step": ["Schritt {n}", "Step {n}"],

  // services
  "services.keyServices": ["Schwerpunkte", "Key services"],
  "services.certifications": ["Zertifizierungen", "Certifications"],

  // legal pages
  "legal.toc": ["Inhaltsverzeichnis", "Table of contents"],
  "legal.germanOnly": [
    "",
    "The privacy notice is available in German only; the German text is legally binding.",
  ],
} satisfies Record<string, readonly [string, string]>;

export type MessageId = keyof typeof M;

/** Every built-in message as `[id, German, English]`: the seed of the translations table, and what overrides compare with. */
export const builtInMessages = (): [MessageId, string, string][] => (Object.entries(M) as [MessageId, readonly [string, string]][]).map(([id, [de, en]]) => [id, de, en]);
export type MessageOverrides = Partial<Record<MessageId, string>>;
export type MessageParams = Record<string, string | number>;

const fill = (text: string, params?: MessageParams) =>
  params ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all)) : text;

/** The text of a message id in a language, with `{param}` placeholders filled. Overrides win over built-ins. */
export function translate(locale: Locale, id: MessageId, params?: MessageParams, overrides?: MessageOverrides): string {
  const text = overrides?.[id] ?? M[id][locale === "en" ? 1 : 0];
  return fill(text, params);
}
