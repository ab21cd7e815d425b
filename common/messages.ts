/**
 * @file The message catalogue: every short UI string of the public site and each page's document title and meta
 * description, keyed by id, German and English. Long page copy is a content bundle instead (web/content/).
 * Server-only data: the root loader carries the strings to the browser (DataApi.getMessages), so this table never
 * lands in the public JS; components read them through `useT()` (web/i18n/use-t.ts). Staff edit them under
 * translations: stored texts override ids in `buildMessages` (the server's getMessages is the one place to merge them).
 */
import { fillParams, type MessageParams } from "./fill-params.ts";
import type { Locale } from "./locales.ts";
import type { PageKey } from "./routes.ts";

/** Every mapped page has its title and description in the catalogue (a missing one fails the type check). */
type MetaMessageId = `meta.${PageKey}.${"title" | "description"}`;

const M = {
  // shell
  "skip.main": ["Zum Inhalt springen", "Skip to main content"],
  "lang.switchTo": ["English version", "Deutsche Version"],
  "topbar.label": ["Profile und Sprache", "Profiles and language"],
  "nav.label": ["Hauptnavigation", "Main navigation"],
  "nav.openMenu": ["Menü öffnen", "Open menu"],
  "nav.closeMenu": ["Menü schließen", "Close menu"],
  "nav.submenu": ["Untermenü {label}", "{label} submenu"],
  "nav.homeLink": ["{company} – zur Startseite", "{company} – home"],
  "breadcrumb.label": ["Brotkrümelnavigation", "Breadcrumb"],
  "footer.services": ["Leistungen", "Services"],
  "footer.contact": ["Kontakt", "Contact"],
  "footer.cookieSettings": ["Cookie-Einstellungen", "Cookie settings"],
  "footer.companyText": [
    "{company} ist Ihr Partner für IT- und Datenberatung aus Bayern. Wir begleiten Unternehmen von der Anforderung über Architektur und Entwicklung bis zum sicheren Betrieb – fachlich fundiert, partnerschaftlich und mit messbaren Ergebnissen.",
    "{company} is your partner for IT and data consulting from Bavaria. We support companies from requirements through architecture and development to reliable operations – with sound expertise, as partners, and with measurable results.",
  ],
  "footer.quickLinks": ["Schnellzugriff", "Quick Links"],
  "footer.rating.title": ["Ausgezeichneter Arbeitgeber", "Outstanding employer"],
  "footer.rating.scoreLabel": ["von 5 Sternen", "out of 5 stars"],
  "footer.rating.recommendationLabel": ["Weiterempfehlung", "recommendation"],
  "footer.rating.linkLabel": ["Bewertungen lesen", "Read reviews"],
  "footer.networkLink": ["Folgen Sie uns auf LinkedIn", "Follow us on LinkedIn"],
  "footer.phoneLabel": ["Telefon", "Phone"],
  "footer.emailLabel": ["E-Mail", "Email"],
  "footer.copyright": ["Alle Rechte vorbehalten.", "All rights reserved."],
  "footer.builtWith": [
    "Diese Website wurde mit Unterstützung von KI-Werkzeugen entwickelt.",
    "This website was built with the help of AI tools.",
  ],
  "footer.techStackLabel": ["Technologie", "Tech stack"],

  // cookie consent (spec section 4)
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
  "common.aboutTopic": ["zu {topic}", "about {topic}"],
  "common.newTab": ["(öffnet in neuem Tab)", "(opens in a new tab)"],

  // home and statistics
  "home.events.title": ["Kommende Events", "Upcoming events"],
  "home.events.subtitle": ["Treffen Sie uns persönlich", "Meet us in person"],
  "home.events.participants": ["max. {count} Teilnehmer", "max. {count} participants"],
  "home.events.ownType": ["Dinner & Digital", "Dinner & Digital"],
  "home.events.partnerType": ["Partner Event", "Partner event"],
  "home.experts.empty": ["Keine Experten gefunden", "No experts found"],
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

  // team
  "team.loading": ["Team wird geladen …", "Loading team …"],
  "team.empty": ["Keine Teammitglieder gefunden", "No team members found"],
  "team.inProject": ["Im Projekt", "In Project"],
  "team.qualifications": ["Qualifikationen", "Qualifications"],
  "team.expertise": ["Schwerpunkte", "Expertise"],
  "team.linkedin": ["LinkedIn-Profil von {name}", "LinkedIn profile of {name}"],
  "team.email": ["E-Mail an {name}", "Email {name}"],

  // projects
  "projects.filterLabel": ["Projekte nach Kategorie filtern", "Filter projects by category"],
  "projects.all": ["Alle Projekte", "All Projects"],
  "projects.empty": ["Keine Projekte in dieser Kategorie gefunden", "No projects found in this category"],
  "projects.list": ["Referenzprojekte", "Reference projects"],
  "projects.count": ["{count} Projekte angezeigt", "{count} projects shown"],

  // contact
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
  // answers of POST /api/contact (the worker picks the sender's language; ids from common/schemas/contact.ts)
  "contact.v.summary": ["Bitte prüfen Sie Ihre Eingaben.", "Please check your entries."],
  "contact.v.nameRequired": ["Bitte geben Sie Ihren Namen an.", "Please enter your name."],
  "contact.v.nameTooLong": ["Der Name darf höchstens 200 Zeichen lang sein.", "The name may be at most 200 characters long."],
  "contact.v.emailRequired": ["Bitte geben Sie Ihre E-Mail-Adresse an.", "Please enter your email address."],
  "contact.v.emailInvalid": ["Bitte geben Sie eine gültige E-Mail-Adresse an.", "Please enter a valid email address."],
  "contact.v.phoneInvalid": ["Bitte geben Sie eine gültige Telefonnummer an.", "Please enter a valid phone number."],
  "contact.v.phoneTooLong": [
    "Die Telefonnummer darf höchstens 50 Zeichen lang sein.",
    "The phone number may be at most 50 characters long.",
  ],
  "contact.v.subjectRequired": ["Bitte geben Sie einen Betreff an.", "Please enter a subject."],
  "contact.v.subjectTooLong": ["Der Betreff darf höchstens 200 Zeichen lang sein.", "The subject may be at most 200 characters long."],
  "contact.v.messageRequired": ["Bitte geben Sie Ihre Nachricht ein.", "Please enter your message."],
  "contact.v.messageTooLong": [
    "Die Nachricht darf höchstens 5.000 Zeichen lang sein.",
    "The message may be at most 5,000 characters long.",
  ],
  "contact.v.control": ["Das Feld enthält unzulässige Steuerzeichen.", "The field contains characters that are not allowed."],
  "contact.v.invalid": ["Ungültiger Wert.", "Invalid value."],
  "contact.v.unknownField": ["Die Anfrage enthält unbekannte Felder.", "The request contains unknown fields."],
  "contact.v.json": ["Die Anfrage ist kein gültiges JSON.", "The request is not valid JSON."],
  "contact.v.tooLarge": ["Die Anfrage ist zu groß.", "The request is too large."],
  "contact.v.mediaType": ["Bitte senden Sie das Formular als JSON.", "Please send the form as JSON."],
  "contact.turnstile.missing": [
    "Bitte bestätigen Sie, dass Sie ein Mensch sind, und senden Sie das Formular erneut.",
    "Please confirm that you are human and send the form again.",
  ],
  "contact.turnstile.failed": [
    "Die Sicherheitsprüfung ist fehlgeschlagen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    "The security check failed. Please reload the page and try again.",
  ],
  "contact.rateLimited": [
    "Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte versuchen Sie es in {minutes} Minuten erneut.",
    "You have sent a lot of messages in a short time. Please try again in {minutes} minutes.",
  ],
  "contact.turnstile.label": ["Sicherheitsprüfung", "Security check"],
  "contact.honeypot": ["Bitte dieses Feld leer lassen", "Please leave this field empty"],

  // career
  "career.step": ["Schritt {n}", "Step {n}"],

  // services
  "services.areas": ["Leistungsbereiche", "Service areas"],
  "services.keyServices": ["Schwerpunkte", "Key services"],

  // legal pages
  "legal.toc": ["Inhaltsverzeichnis", "Table of contents"],

  // blog (public spec 2.15, 2.16)
  "blog.list.title": ["Blog", "Blog"],
  "blog.list.subtitle": ["Einblicke, Trends und Erfahrungen aus unseren Projekten", "Insights, trends and experience from our projects"],
  "blog.list.error": ["Fehler beim Laden der Blog-Posts", "Error loading blog posts"],
  "blog.list.empty": ["Derzeit sind keine Blog-Posts verfügbar.", "There are currently no blog posts available."],
  "blog.list.readMore": ["Weiterlesen", "Read more"],
  "blog.list.readMoreLabel": ["Weiterlesen: {title}", "Read more: {title}"],
  "blog.list.feed": ["RSS-Feed", "RSS feed"],
  "blog.post.back": ["Zurück zur Übersicht", "Back to overview"],
  "blog.post.by": ["von {author}", "by {author}"],
  "blog.post.tags": ["Schlagwörter", "Tags"],
  "blog.notFound.title": ["Blog-Post nicht gefunden", "Blog post not found"],
  "blog.notFound.text": ["Der angeforderte Blog-Post konnte nicht gefunden werden.", "The requested blog post could not be found."],
  "blog.notFound.back": ["Zurück zur Blog-Übersicht", "Back to the blog overview"],
  "blog.home.title": ["Aktuelles aus dem Blog", "Latest from the blog"],
  "blog.home.all": ["Alle Blog-Posts", "All blog posts"],
  "blog.retry": ["Erneut versuchen", "Try again"],
  "blog.loading.list": ["Blog-Posts werden geladen...", "Loading blog posts..."],
  "blog.loading.post": ["Blog-Post wird geladen...", "Loading blog post..."],

  // page meta: each mapped page's document title and meta description
  "meta.home.title": ["IT- und Datenberatung aus Bayern", "IT and data consulting from Bavaria"],
  "meta.home.description": [
    "Business-Analyse, Softwareentwicklung, Enterprise-Architektur, Projektmanagement und Data Analytics: IT-Beratung aus Eurasburg, München und Bingen am Rhein.",
    "Business analysis, software development, enterprise architecture, project management and data analytics: IT consulting from Eurasburg, Munich and Bingen am Rhein.",
  ],
  "meta.about.title": ["Über uns – Unternehmen und Philosophie", "About us – company and philosophy"],
  "meta.about.description": [
    "Seit 2005 begleiten wir Unternehmen mit über 50 Beraterinnen und Beratern. Lernen Sie unser Unternehmen, unsere Prinzipien und Werte kennen.",
    "Since 2005 our more than 50 consultants have supported companies. Get to know our company, our principles and our values.",
  ],
  "meta.team.title": ["Unser Team", "Our team"],
  "meta.team.description": [
    "Geschäftsführung und Expertinnen und Experten für Business-Analyse, Softwareentwicklung, Architektur, Projektmanagement und Data Analytics.",
    "Management and experts in business analysis, software development, architecture, project management and data analytics.",
  ],
  "meta.services.title": ["Leistungen – IT- und Datenberatung", "Services – IT and data consulting"],
  "meta.services.description": [
    "Fünf Leistungsbereiche aus einer Hand: Business-Analyse, Softwareentwicklung, Enterprise-Architektur, Projektmanagement und Data Analytics.",
    "Five service areas from one partner: business analysis, software development, enterprise architecture, project management and data analytics.",
  ],
  "meta.businessAnalysis.title": ["Business-Analyse und Requirements Engineering", "Business analysis and requirements engineering"],
  "meta.businessAnalysis.description": [
    "Requirements Engineering, Prozessanalyse und -modellierung, Stakeholder-Workshops und toolgestütztes Arbeiten: Anforderungen, die Projekte tragen.",
    "Requirements engineering, process analysis and modelling, stakeholder workshops and tool-supported work: requirements that carry projects.",
  ],
  "meta.softwareDevelopment.title": ["Softwareentwicklung", "Software development"],
  "meta.softwareDevelopment.description": [
    "Full-Stack-Entwicklung, API-Design, DevOps und CI/CD, Testautomatisierung sowie System- und ERP-Integration – agil, sauber und sicher.",
    "Full-stack development, API design, DevOps and CI/CD, test automation, and system and ERP integration – agile, clean and secure.",
  ],
  "meta.enterpriseArchitecture.title": ["Enterprise-Architektur", "Enterprise architecture"],
  "meta.enterpriseArchitecture.description": [
    "Zielarchitekturen und Roadmaps, Architektur-Governance, Cloud- und Integrationsstrategien sowie Technologiebewertung.",
    "Target architectures and roadmaps, architecture governance, cloud and integration strategies, and technology assessment.",
  ],
  "meta.projectManagement.title": ["Projektmanagement", "Project management"],
  "meta.projectManagement.description": [
    "Agiles und klassisches Projektmanagement, Multiprojekt-Management und PMO, Projektsanierung und Interim-Management.",
    "Agile and classic project management, multi-project management and PMO, project recovery and interim management.",
  ],
  "meta.dataAnalytics.title": ["Data Analytics und Data Engineering", "Data analytics and data engineering"],
  "meta.dataAnalytics.description": [
    "Datenstrategie, Data Engineering, BI und Analytics für regulierte Branchen – von der Anforderung bis zum Betrieb, mit Compliance und Governance.",
    "Data strategy, data engineering, BI and analytics for regulated industries – from requirements to operations, with compliance and governance.",
  ],
  "meta.projects.title": ["Referenzprojekte", "Reference projects"],
  "meta.projects.description": [
    "Ausgewählte Referenzprojekte aus Softwareentwicklung, Data Analytics, Enterprise-Architektur, Projektmanagement und DevOps.",
    "Selected reference projects in software development, data analytics, enterprise architecture, project management and DevOps.",
  ],
  "meta.career.title": ["Karriere – Jobs in der IT-Beratung", "Career – jobs in IT consulting"],
  "meta.career.description": [
    "Benefits, Karrierestufen vom Junior bis zum Expert und ein Bewerbungsprozess in drei Schritten: Werden Sie Teil unseres Teams.",
    "Benefits, career levels from junior to expert and a three-step application process: join our team.",
  ],
  "meta.contact.title": ["Kontakt", "Contact"],
  "meta.contact.description": [
    "Schreiben Sie uns oder rufen Sie an: Standorte in Eurasburg, München und Bingen am Rhein, erreichbar Montag bis Freitag von 9 bis 18 Uhr.",
    "Write to us or call: offices in Eurasburg, Munich and Bingen am Rhein, available Monday to Friday from 9 am to 6 pm.",
  ],
  "meta.legal.title": ["Impressum", "Legal notice"],
  "meta.legal.description": ["Impressum und Anbieterkennzeichnung.", "Legal notice and provider identification."],
  "meta.privacy.title": ["Datenschutzerklärung", "Privacy notice"],
  "meta.privacy.description": [
    "Informationen zur Verarbeitung personenbezogener Daten.",
    "Information on the processing of personal data.",
  ],
  "meta.cookies.title": ["Cookie-Richtlinie", "Cookie policy"],
  "meta.cookies.description": [
    "Welche Cookies wir verwenden und wie Sie Ihre Einstellungen ändern.",
    "Which cookies we use and how to change your preferences.",
  ],
  "meta.blog.title": ["Blog", "Blog"],
  "meta.blog.description": [
    "Fachartikel zu Daten, Software, Architektur und Projektmanagement.",
    "Articles on data, software, architecture and project management.",
  ],
} satisfies Record<string, readonly [string, string]> & Record<MetaMessageId, readonly [string, string]>;

export type MessageId = keyof typeof M;
/** All strings of one language. */
export type Messages = Record<MessageId, string>;
type MessageOverrides = Partial<Messages>;

/** The strings of one language, overrides (e.g. from D1 translations) over the built-ins. */
export function buildMessages(locale: Locale, overrides: MessageOverrides = {}): Messages {
  const index = locale === "en" ? 1 : 0;
  const messages = {} as Messages;
  for (const id of Object.keys(M) as MessageId[]) messages[id] = M[id][index];
  return { ...messages, ...overrides };
}

/** The text of a message id in a language, with `{param}` placeholders filled (server side and tests). */
export function translate(locale: Locale, id: MessageId, params?: MessageParams): string {
  return fillParams(buildMessages(locale)[id], params);
}
