/**
 * @file Privacy notice: German only (as the specification says; the English route shows this German text).
 * Structure and date as specified (13 sections, last updated June 2023); the content describes what this site
 * really does (Cloudflare hosting, logs without IP addresses, 7-day deletion, consent-gated analytics).
 * Imported only by the privacy route.
 */
import { COMPANY } from "../../common/site";
import { OFFICES } from "./company";
import type { LegalDocument } from "./types";

const seat = OFFICES[0];
const PRIVACY_EMAIL = "datenschutz@example.com";

/** Shown above the German text on the English route. */
export const PRIVACY_ENGLISH_NOTE = "Our privacy notice is available in German only.";

export const PRIVACY_NOTICE: LegalDocument = {
  title: "Datenschutzerklärung",
  updated: "Stand: Juni 2023",
  toc: true,
  intro: [
    "Wir freuen uns über Ihr Interesse an unserer Website. Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. Nachfolgend informieren wir Sie darüber, welche Daten wir beim Besuch unserer Website und bei der Kontaktaufnahme verarbeiten, zu welchen Zwecken, auf welcher Rechtsgrundlage und wie lange.",
  ],
  sections: [
    {
      id: "verantwortlicher",
      heading: "I. Informationen über uns als Verantwortliche",
      blocks: [
        { kind: "p", text: "Verantwortlicher Anbieter dieser Website im datenschutzrechtlichen Sinne ist:" },
        { kind: "lines", lines: ["{company}", seat.street, `${seat.postalCode} ${seat.city.de}`, `Telefon: ${COMPANY.phone}`] },
        { kind: "p", text: ["E-Mail: ", { text: COMPANY.email, href: `mailto:${COMPANY.email}` }] },
        { kind: "p", text: "Vertretungsberechtigt sind die Geschäftsführer Andreas Berger und Claudia Hartmann." },
      ],
    },
    {
      id: "datenschutzbeauftragter",
      heading: "II. Datenschutzbeauftragter",
      blocks: [
        {
          kind: "p",
          text: [
            "Unseren Datenschutzbeauftragten erreichen Sie unter der oben genannten Postanschrift mit dem Zusatz „z. Hd. Datenschutzbeauftragter“ oder per E-Mail an ",
            { text: PRIVACY_EMAIL, href: `mailto:${PRIVACY_EMAIL}` },
            ".",
          ],
        },
      ],
    },
    {
      id: "allgemeines",
      heading: "III. Allgemeines zur Datenverarbeitung",
      blocks: [
        { kind: "h3", text: "Umfang der Verarbeitung" },
        {
          kind: "p",
          text: "Wir verarbeiten personenbezogene Daten nur, soweit dies zur Bereitstellung einer funktionsfähigen Website, unserer Inhalte und Leistungen erforderlich ist oder Sie eingewilligt haben.",
        },
        { kind: "h3", text: "Rechtsgrundlagen" },
        {
          kind: "list",
          items: [
            "Art. 6 Abs. 1 lit. a DSGVO, soweit Sie in eine Verarbeitung eingewilligt haben;",
            "Art. 6 Abs. 1 lit. b DSGVO, soweit die Verarbeitung zur Erfüllung eines Vertrags oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist;",
            "Art. 6 Abs. 1 lit. c DSGVO, soweit wir einer rechtlichen Verpflichtung unterliegen;",
            "Art. 6 Abs. 1 lit. f DSGVO, soweit die Verarbeitung zur Wahrung unserer berechtigten Interessen erforderlich ist und Ihre Interessen nicht überwiegen;",
            "§ 25 Abs. 1 TDDDG für das Speichern von Informationen auf Ihrem Endgerät, das nicht unbedingt erforderlich ist, sowie § 25 Abs. 2 TDDDG für unbedingt erforderliche Speicherungen.",
          ],
        },
        { kind: "h3", text: "Datenlöschung und Speicherdauer" },
        {
          kind: "p",
          text: "Wir löschen oder sperren personenbezogene Daten, sobald der Zweck der Speicherung entfällt. Eine darüber hinausgehende Speicherung erfolgt nur, wenn gesetzliche Aufbewahrungspflichten dies vorsehen. Die konkreten Fristen nennen wir bei den einzelnen Verarbeitungen.",
        },
        { kind: "h3", text: "Empfänger" },
        {
          kind: "p",
          text: "Eine Übermittlung an Dritte findet nur statt, soweit dies in dieser Erklärung beschrieben ist. Dienstleister, die Daten in unserem Auftrag verarbeiten, haben wir sorgfältig ausgewählt und nach Art. 28 DSGVO vertraglich verpflichtet.",
        },
      ],
    },
    {
      id: "rechte",
      heading: "IV. Rechte der Nutzer und Betroffenen",
      blocks: [
        { kind: "p", text: "Sie haben uns gegenüber hinsichtlich der Sie betreffenden personenbezogenen Daten folgende Rechte:" },
        {
          kind: "list",
          items: [
            "Recht auf Auskunft über die verarbeiteten Daten (Art. 15 DSGVO);",
            "Recht auf Berichtigung unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO);",
            "Recht auf Löschung (Art. 17 DSGVO);",
            "Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO);",
            "Recht auf Datenübertragbarkeit (Art. 20 DSGVO);",
            "Recht, eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO).",
          ],
        },
        {
          kind: "p",
          text: "Haben Sie das Recht auf Berichtigung, Löschung oder Einschränkung geltend gemacht, teilen wir dies allen Empfängern mit, denen Ihre Daten offengelegt wurden, sofern dies nicht unmöglich ist oder einen unverhältnismäßigen Aufwand erfordert (Art. 19 DSGVO).",
        },
        { kind: "h3", text: "Widerspruchsrecht" },
        {
          kind: "p",
          text: "Verarbeiten wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen die Verarbeitung einlegen (Art. 21 DSGVO). Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
        },
        {
          kind: "p",
          text: [
            "Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht, zum Beispiel per E-Mail an ",
            { text: PRIVACY_EMAIL, href: `mailto:${PRIVACY_EMAIL}` },
            ".",
          ],
        },
      ],
    },
    {
      id: "beschwerderecht",
      heading: "V. Beschwerderecht bei einer Aufsichtsbehörde",
      blocks: [
        {
          kind: "p",
          text: "Unbeschadet eines anderweitigen Rechtsbehelfs haben Sie das Recht auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde, insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes (Art. 77 DSGVO). Die für uns zuständige Aufsichtsbehörde ist:",
        },
        { kind: "lines", lines: ["Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)", "Promenade 18", "91522 Ansbach"] },
        { kind: "p", text: [{ text: "www.lda.bayern.de", href: "https://www.lda.bayern.de/", external: true }] },
      ],
    },
    {
      id: "server-logs",
      heading: "VI. Hosting und Server-Logfiles",
      blocks: [
        {
          kind: "p",
          text: "Bei jedem Aufruf unserer Website verarbeiten wir technisch notwendige Informationen: Datum und Uhrzeit des Abrufs, die aufgerufene Adresse, den HTTP-Statuscode, die übertragene Datenmenge, die zuvor besuchte Seite (Referrer) sowie Browser und Betriebssystem. Ihre IP-Adresse wird zur Auslieferung der Seite verarbeitet, aber nicht in unseren Protokollen gespeichert.",
        },
        {
          kind: "p",
          text: "Die Verarbeitung dient der Auslieferung der Website, ihrer Sicherheit und der Fehleranalyse. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in einem sicheren und stabilen Betrieb. Technische Fehlerberichte aus Ihrem Browser verarbeiten wir zum selben Zweck und ohne IP-Adresse.",
        },
        { kind: "p", text: "Server-Logfiles und Fehlerberichte werden nach spätestens 7 Tagen automatisch gelöscht." },
      ],
    },
    {
      id: "cookies",
      heading: "VII. Cookies und Einwilligungsverwaltung",
      blocks: [
        {
          kind: "p",
          text: "Beim ersten Besuch fragen wir Sie über unser Cookie-Banner, ob Sie der Reichweitenmessung und funktionalen Speicherungen zustimmen. Beide sind nicht vorausgewählt: Sie werden nur aktiv, wenn Sie sie selbst auswählen oder „Alle akzeptieren“ wählen; „Alle ablehnen“ ist ebenso einfach. Ihre Auswahl (cookieConsent, analyticsEnabled, functionalEnabled), die Fassung dieser Hinweise, für die Sie sie getroffen haben (cookieConsentVersion), und Ihre Sprachwahl (language) speichern wir im lokalen Speicher Ihres Browsers; diese Speicherung ist unbedingt erforderlich, um Ihre Entscheidung zu beachten (§ 25 Abs. 2 TDDDG, Art. 6 Abs. 1 lit. c und f DSGVO). Ändern wir diese Hinweise, fragen wir Sie erneut.",
        },
        {
          kind: "p",
          text: "Alle übrigen Speicherungen auf Ihrem Endgerät erfolgen nur mit Ihrer Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Solange Sie nicht zugestimmt haben, findet keine Reichweitenmessung statt und es wird kein Analysewerkzeug geladen.",
        },
        {
          kind: "p",
          text: [
            "Sie können Ihre Einwilligung jederzeit widerrufen oder ändern, indem Sie die Einstellungen im Cookie-Banner anpassen oder den lokalen Speicher Ihres Browsers für unsere Website löschen. Einzelheiten finden Sie in unserer ",
            { text: "Cookie-Richtlinie", href: "/cookies" },
            ".",
          ],
        },
      ],
    },
    {
      id: "e-mail",
      heading: "VIII. Kontaktaufnahme per E-Mail",
      blocks: [
        {
          kind: "p",
          text: "Wenn Sie uns eine E-Mail senden, verarbeiten wir Ihre E-Mail-Adresse, gegebenenfalls Ihren Namen und Ihre Telefonnummer sowie den Inhalt Ihrer Nachricht, um Ihr Anliegen zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage auf einen Vertrag zielt, andernfalls Art. 6 Abs. 1 lit. f DSGVO.",
        },
        {
          kind: "p",
          text: "Die Daten werden gelöscht, sobald Ihr Anliegen erledigt ist, spätestens jedoch nach 7 Tagen, sofern nicht gesetzliche Aufbewahrungspflichten entgegenstehen oder aus der Anfrage ein Vertragsverhältnis entsteht.",
        },
      ],
    },
    {
      id: "kontaktformular",
      heading: "IX. Kontaktformular",
      blocks: [
        {
          kind: "p",
          text: "Über unser Kontaktformular können Sie uns Ihren Namen, Ihre E-Mail-Adresse, optional Ihre Telefonnummer, einen Betreff und Ihre Nachricht übermitteln. Die Angaben speichern wir in unserer Datenbank bei Cloudflare (Cloudflare D1), bevor wir sie weiterverarbeiten. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) und, bei vertragsbezogenen Anfragen, Art. 6 Abs. 1 lit. b DSGVO.",
        },
        {
          kind: "p",
          text: "Anschließend benachrichtigen wir die zuständigen Mitarbeitenden per E-Mail über den E-Mail-Dienst von Cloudflare. Diese E-Mail enthält nur Ihren Namen, den Betreff und einen Link in unseren geschützten Mitarbeiterbereich, nicht den Text Ihrer Nachricht; als Antwortadresse ist Ihre E-Mail-Adresse eingetragen. Eine automatische Antwort an Ihre Adresse senden wir nicht. Ihre Nachricht lesen nur Mitarbeitende mit der entsprechenden Berechtigung.",
        },
        {
          kind: "p",
          text: "Ihre IP-Adresse und Angaben zu Ihrem Browser speichern wir zu Ihrer Nachricht nicht. Zum Schutz vor Missbrauch begrenzen wir die Zahl der Nachrichten je Zeitraum und Absender; dafür halten wir einen nicht umkehrbaren, verschlüsselten Prüfwert Ihrer IP-Adresse und Ihrer E-Mail-Adresse vor, nie die Adressen selbst, und löschen ihn spätestens fünf Minuten nach Ablauf des Zeitraums (höchstens eine Stunde). Außerdem erkennen wir automatisierte Einsendungen an einem für Menschen unsichtbaren Feld und an der Zeit zwischen dem Öffnen und dem Absenden des Formulars; solche Einsendungen werden nicht gespeichert.",
        },
        {
          kind: "p",
          text: "Sofern aktiviert, setzen wir den Dienst Cloudflare Turnstile ein, der ohne Cookies prüft, ob die Anfrage von einem Menschen stammt; dabei verarbeitet Cloudflare technische Daten Ihres Browsers und Ihre IP-Adresse (Art. 6 Abs. 1 lit. f DSGVO; berechtigtes Interesse: Schutz vor automatisierten Anfragen).",
        },
        {
          kind: "p",
          text: "Nachrichten aus dem Kontaktformular werden 7 Tage nach ihrem Eingang automatisch gelöscht, von uns als Spam markierte Nachrichten bereits nach einem Tag.",
        },
      ],
    },
    {
      id: "bewerbungen",
      heading: "X. Bewerbungen per E-Mail oder Formular",
      blocks: [
        {
          kind: "p",
          text: [
            "Bewerbungen können Sie uns per E-Mail an ",
            { text: COMPANY.careersEmail, href: `mailto:${COMPANY.careersEmail}` },
            " oder über das Formular unseres Stellenportals senden. Wir verarbeiten die Angaben und Unterlagen, die Sie uns übermitteln, ausschließlich zur Durchführung des Bewerbungsverfahrens (Art. 6 Abs. 1 lit. b DSGVO i. V. m. § 26 BDSG). Zugriff haben nur die am Verfahren beteiligten Personen.",
          ],
        },
        {
          kind: "p",
          text: "Kommt kein Beschäftigungsverhältnis zustande, löschen wir Ihre Bewerbungsdaten spätestens 2 Monate nach Abschluss des Verfahrens, es sei denn, Sie haben in eine längere Speicherung für künftige Stellen eingewilligt. Für das Stellenportal gilt ergänzend die Datenschutzerklärung seines Betreibers.",
        },
      ],
    },
    {
      id: "unternehmensauftritte",
      heading: "XI. Unternehmensauftritte in sozialen Netzwerken",
      blocks: [
        {
          kind: "p",
          text: "Wir unterhalten Unternehmensprofile bei LinkedIn (LinkedIn Ireland Unlimited Company, Wilton Place, Dublin 2, Irland) und XING (New Work SE, Am Strandkai 1, 20457 Hamburg) sowie ein Arbeitgeberprofil bei kununu (kununu GmbH, Wollzeile 1-3, 1010 Wien, Österreich). Auf unserer Website verlinken wir diese Profile lediglich; beim Besuch unserer Seiten werden keine Daten an die Netzwerke übertragen.",
        },
        {
          kind: "p",
          text: "Besuchen Sie unsere Profile, verarbeiten die Betreiber Ihre Daten nach ihren eigenen Datenschutzbestimmungen. Für die Seiten-Statistiken (Insights) sind wir mit dem jeweiligen Betreiber gemeinsam verantwortlich (Art. 26 DSGVO); die Betreiber haben sich verpflichtet, die Betroffenenrechte hierfür zu erfüllen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Information und Kommunikation mit Interessenten und Bewerbern.",
        },
      ],
    },
    {
      id: "hosting-anbieter",
      heading: "XII. Hosting-Anbieter",
      blocks: [
        {
          kind: "p",
          text: "Unsere Website und ihre Datenbank werden bei Cloudflare betrieben (Cloudflare, Inc., 101 Townsend St., San Francisco, CA 94107, USA). Cloudflare verarbeitet die Daten in unserem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung nach Art. 28 DSGVO und schützt die Website vor Angriffen.",
        },
        {
          kind: "p",
          text: "Cloudflare ist unter dem EU-US Data Privacy Framework zertifiziert; eine Übermittlung in die USA stützt sich auf den Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO) und ergänzend auf Standardvertragsklauseln. Rechtsgrundlage der Nutzung ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in einer schnellen, sicheren und zuverlässigen Bereitstellung der Website.",
        },
      ],
    },
    {
      id: "reichweitenmessung",
      heading: "XIII. Reichweitenmessung und eingebundene Dienste",
      blocks: [
        { kind: "h3", text: "Eigene Reichweitenmessung" },
        {
          kind: "p",
          text: "Nur wenn Sie im Cookie-Banner der Analyse zustimmen, wird das Messskript geladen; vorher und nach einem Widerruf sendet Ihr Browser keine Messdaten. Sendet Ihr Browser das Signal „Global Privacy Control“ oder „Do Not Track“, messen wir auch mit Einwilligung nicht. Mit Einwilligung erfassen wir auf unseren eigenen Servern (Cloudflare, siehe oben): die aufgerufenen Seiten (Pfad ohne Suchparameter, nur die Kampagnenparameter utm_source, utm_medium, utm_campaign, utm_term und utm_content bleiben erhalten) mit Seitentitel und Zeitpunkt, angeklickte Schaltflächen (Beschriftung, Ziel, Position), Beginn, Absenden und Fehler des Kontaktformulars (nicht dessen Inhalt), Beginn und Dauer des Besuchs, von der verweisenden Seite nur den Rechnernamen (z. B. www.google.com), Bildschirmauflösung, Browsersprache und das Land, das Cloudflare aus der Verbindung ableitet. Gerätetyp (Desktop, Tablet, Smartphone), Browser und Betriebssystem leiten wir auf dem Server aus der Browserkennung ab und verwerfen diese danach; weder IP-Adressen noch die vollständige Browserkennung werden gespeichert oder protokolliert. Freitext wie Seitentitel, Schaltflächenbeschriftungen, Fehlermeldungen des Formulars und Kampagnenwerte bereinigen wir vor dem Speichern: HTML wird entfernt, E-Mail-Adressen und Telefonnummern werden unkenntlich gemacht und die Länge wird begrenzt. Zum Schutz vor Missbrauch zählen wir die Messanfragen je Verbindung mit einem nicht umkehrbaren Prüfwert der IP-Adresse, den wir spätestens 15 Minuten später löschen. Eine zufällige Sitzungskennung (analytics_session_id) liegt nur für die Dauer der Sitzung im Sitzungsspeicher Ihres Browsers. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), die Sie jederzeit über „Cookie-Einstellungen“ im Seitenfuß widerrufen können.",
        },
        {
          kind: "p",
          text: "Die Einzeldaten löschen wir automatisch nach 90 Tagen; danach bleiben nur zusammengefasste Tageswerte (Anzahlen je Tag, z. B. Aufrufe je Seite) ohne Sitzungskennung und ohne Personenbezug. Anfragen automatisierter Programme (Bots) speichern wir nicht, sondern zählen sie nur je Tag und Erkennungsmerkmal.",
        },
        { kind: "h3", text: "Analysewerkzeug" },
        {
          kind: "p",
          text: "Sofern wir ein externes Webanalyse-Werkzeug einsetzen, wird es ausschließlich nach Ihrer Einwilligung geladen. Ihre IP-Adresse wird dabei vor jeder Speicherung um die letzten zwei Bytes gekürzt; eine Personalisierung von Werbung ist deaktiviert. Sie können Ihre Einwilligung jederzeit im Cookie-Banner widerrufen.",
        },
        { kind: "h3", text: "Schutz des Kontaktformulars" },
        {
          kind: "p",
          text: "Zum Schutz des Kontaktformulars vor automatisierten Anfragen kann Cloudflare Turnstile eingebunden sein (siehe Abschnitt IX).",
        },
        { kind: "h3", text: "Schriftarten" },
        {
          kind: "p",
          text: "Alle Schriftarten werden von unserem eigenen Server ausgeliefert. Es findet keine Verbindung zu Servern externer Schriftanbieter statt.",
        },
        {
          kind: "p",
          text: "Diese Datenschutzerklärung wurde mit Unterstützung eines Anbieters für Datenschutz-Compliance erstellt und auf die tatsächlich auf dieser Website eingesetzten Dienste angepasst.",
        },
      ],
    },
  ],
};
