/** @file The built-in template articles' longer sections per content category and the shared ones, German and English. */
import type { ContentCategory } from "./schemas/ai-content";

export interface TemplateSection {
  heading: string;
  paragraphs: string[];
}

/** Two sections of their own per category and language, written for the category's kind of article. */
export const CATEGORY_SECTIONS: Record<ContentCategory, { de: TemplateSection[]; en: TemplateSection[] }> = {
  "company-updates": {
    de: [
      {
        heading: "Warum wir diesen Schritt gehen",
        paragraphs: [
          "Unsere Kunden stehen vor Aufgaben, die sich in den letzten Jahren deutlich verändert haben: Datenmengen wachsen, Cloud-Plattformen werden zum Standard, und Künstliche Intelligenz wandert aus dem Labor in den Alltag. Wer hier beraten will, muss selbst in Bewegung bleiben. Entscheidungen wie diese treffen wir deshalb nicht aus einer Laune heraus, sondern weil wir in Gesprächen mit Kunden immer wieder dieselben Fragen hören.",
          "Wir haben uns gefragt, was wir ändern müssen, um diese Fragen schneller, gründlicher und verlässlicher beantworten zu können. Das Ergebnis ist kein Selbstzweck: Es soll in Ihren Projekten spürbar werden, durch kürzere Wege, klarere Ansprechpartner und mehr Erfahrung am Tisch.",
        ],
      },
      {
        heading: "Was gleich bleibt",
        paragraphs: [
          "So viel Neues es gibt, manches ändert sich bewusst nicht. Sie haben weiterhin feste Ansprechpartner, die Ihr Unternehmen und Ihre Systeme kennen. Wir arbeiten weiterhin transparent, mit nachvollziehbaren Angeboten und regelmäßigen Abstimmungen, in denen offen über Fortschritt, Risiken und Budget gesprochen wird.",
          "Auch unser Anspruch an Qualität bleibt derselbe: Lösungen, die Ihr Team nach dem Projekt selbst betreiben und weiterentwickeln kann, sauber dokumentiert und ohne unnötige Abhängigkeiten. Bestehende Verträge, Vereinbarungen und laufende Projekte bleiben von der Neuigkeit unberührt. Wenn Sie Fragen dazu haben, wie sich die Veränderung auf ein konkretes Vorhaben auswirkt, sprechen Sie Ihre Ansprechpartnerin oder Ihren Ansprechpartner direkt an.",
        ],
      },
    ],
    en: [
      {
        heading: "Why we are taking this step",
        paragraphs: [
          "The challenges our clients face have changed considerably in recent years: data volumes keep growing, cloud platforms have become the norm, and artificial intelligence is moving from the lab into everyday work. A firm that wants to advise on all this has to keep moving itself. We do not take decisions like this on a whim, but because we hear the same questions again and again in conversations with clients.",
          "We asked ourselves what we need to change to answer those questions faster, more thoroughly and more reliably. The result is not an end in itself: it should make a noticeable difference in your projects, through shorter paths, clearer contacts and more experience at the table.",
        ],
      },
      {
        heading: "What stays the same",
        paragraphs: [
          "For all that is new, some things deliberately stay as they are. You keep dedicated contacts who know your company and your systems. We keep working transparently, with clear proposals and regular check-ins in which progress, risks and budget are discussed openly.",
          "Our standard of quality stays the same as well: solutions that your team can run and develop further on its own after the project, properly documented and free of unnecessary dependencies. Existing contracts, agreements and ongoing projects are not affected by this news. If you would like to know how the change affects a particular engagement, simply ask your contact at our firm directly.",
        ],
      },
    ],
  },
  "project-insights": {
    de: [
      {
        heading: "Die Ausgangslage",
        paragraphs: [
          "Wie so oft begann das Vorhaben nicht mit einer Technologie, sondern mit einem Problem im Alltag: Berichte kamen zu spät, Zahlen aus verschiedenen Systemen passten nicht zusammen, und wichtige Entscheidungen beruhten mehr auf Erfahrung als auf belastbaren Daten. Viele Beteiligte wussten, dass es besser gehen müsste, aber niemand hatte die Zeit, das Thema neben dem Tagesgeschäft grundlegend anzugehen.",
          "In den ersten Workshops haben wir deshalb zuerst zugehört: Welche Fragen stellt die Geschäftsführung, welche der Vertrieb, welche die Produktion? Aus diesen Gesprächen entstand eine kurze Liste von Anwendungsfällen, priorisiert nach Nutzen und Machbarkeit. Sie wurde zum Kompass für alle weiteren Schritte.",
        ],
      },
      {
        heading: "Ergebnisse und Wirkung",
        paragraphs: [
          "Nach den ersten Iterationen lagen die wichtigsten Kennzahlen täglich und automatisch vor, statt einmal im Monat mühsam zusammengetragen zu werden. Fachbereiche konnten eigene Auswertungen bauen, ohne für jede Frage ein Ticket in der IT zu eröffnen. Die Diskussionen in Besprechungen drehten sich weniger um die Frage, welche Zahl stimmt, und mehr darum, was aus ihr folgt.",
          "Mindestens so wichtig wie die Technik war der Wissenstransfer. Das interne Team hat das Projekt von Anfang an mitgestaltet, betreibt die Lösung heute selbst und entwickelt sie weiter. Genau daran messen wir ein Projekt: nicht an der Zahl der Folien, sondern daran, ob die Lösung auch ein Jahr später noch genutzt wird.",
        ],
      },
    ],
    en: [
      {
        heading: "The starting point",
        paragraphs: [
          "As so often, the engagement did not start with a technology but with a problem in everyday work: reports arrived late, figures from different systems did not match, and important decisions relied more on experience than on reliable data. Many people knew it could be done better, but nobody had the time to tackle the issue properly alongside day-to-day business.",
          "In the first workshops we therefore started by listening: which questions does management ask, which ones sales, which ones operations? These conversations produced a short list of use cases, prioritised by value and feasibility. It became the compass for every step that followed.",
        ],
      },
      {
        heading: "Results and impact",
        paragraphs: [
          "After the first iterations, the most important figures were available daily and automatically instead of being painstakingly compiled once a month. Business teams could build their own analyses without opening an IT ticket for every question. Discussions in meetings were less about which number is right and more about what follows from it.",
          "At least as important as the technology was the transfer of knowledge. The internal team shaped the project from the start, runs the solution itself today and keeps developing it. That is how we judge a project: not by the number of slides, but by whether the solution is still in use a year later.",
        ],
      },
    ],
  },
  "trends-topics": {
    de: [
      {
        heading: "Zwischen Hype und Praxis",
        paragraphs: [
          "Kaum ein Thema in Data, Cloud und KI kommt ohne große Versprechen aus. Analysten sagen Umbrüche voraus, Anbieter werben mit schnellen Erfolgen, und in vielen Unternehmen entsteht der Eindruck, man sei bereits zu spät dran. Die Erfahrung aus unseren Projekten zeigt ein nüchterneres Bild: Der Nutzen neuer Technologien ist real, aber er entsteht selten über Nacht und fast nie ohne solide Grundlagen.",
          "Entscheidend ist, ob Daten in ausreichender Qualität vorliegen, ob Verantwortlichkeiten geklärt sind und ob ein konkreter Anwendungsfall existiert, der den Aufwand rechtfertigt. Wer diese Fragen ehrlich beantwortet, erkennt schnell, welche Trends für das eigene Unternehmen jetzt relevant sind und welche man getrost ein Jahr beobachten kann.",
        ],
      },
      {
        heading: "Was Entscheider jetzt tun können",
        paragraphs: [
          "Erstens: ein kleines, klar umrissenes Pilotprojekt wählen, das in wenigen Wochen Ergebnisse liefert und echte Nutzer hat. Zweitens: Datenschutz, Informationssicherheit und Betriebsrat früh einbinden, statt sie am Ende um Zustimmung zu bitten. Drittens: messen, was sich verändert, etwa Durchlaufzeiten, Fehlerquoten oder Kosten, und diese Werte vor dem Start festhalten.",
          "Ebenso wichtig ist es, die eigenen Mitarbeitenden mitzunehmen. Neue Werkzeuge entfalten ihre Wirkung erst, wenn Menschen verstehen, was sie leisten, wo ihre Grenzen liegen und wie sie in bestehende Abläufe passen. Schulungen, offene Sprechstunden und interne Botschafter sind dafür oft wirksamer als jede weitere Lizenz.",
        ],
      },
    ],
    en: [
      {
        heading: "Between hype and practice",
        paragraphs: [
          "Hardly any topic in data, cloud and AI comes without big promises. Analysts predict upheavals, vendors advertise quick wins, and many companies are left with the impression that they are already too late. The experience from our projects paints a more sober picture: the value of new technologies is real, but it rarely appears overnight and almost never without solid foundations.",
          "What matters is whether data is available in sufficient quality, whether responsibilities are clear and whether there is a concrete use case that justifies the effort. Anyone who answers these questions honestly will quickly see which trends matter for their company now and which ones can safely be watched for another year.",
        ],
      },
      {
        heading: "What decision makers can do now",
        paragraphs: [
          "First, choose a small, clearly defined pilot that delivers results within a few weeks and has real users. Second, involve data protection, information security and the works council early instead of asking for their approval at the end. Third, measure what changes, such as lead times, error rates or costs, and record these values before you start.",
          "It is just as important to bring your own people along. New tools only make a difference once people understand what they do, where their limits are and how they fit into existing processes. Training, open office hours and internal champions are often more effective for this than yet another licence.",
        ],
      },
    ],
  },
  events: {
    de: [
      {
        heading: "Was Sie erwartet",
        paragraphs: [
          "Wir planen das Format bewusst praxisnah: kurze Impulse statt langer Vorträge, konkrete Beispiele aus Projekten statt Produktpräsentationen und ausreichend Zeit für Fragen. Die Inhalte richten sich an Fach- und Führungskräfte, die Verantwortung für Daten, IT oder digitale Vorhaben tragen, und an alle, die sich einen ehrlichen Überblick über den aktuellen Stand verschaffen möchten.",
          "Vorkenntnisse sind nicht nötig. Wer tiefer einsteigen will, findet in den Pausen und im Anschluss Gelegenheit, mit unseren Beraterinnen und Beratern sowie mit anderen Teilnehmenden über eigene Fragestellungen zu sprechen. Gerade dieser Austausch unter Praktikern ist erfahrungsgemäß einer der wertvollsten Teile jeder Veranstaltung.",
        ],
      },
      {
        heading: "Organisatorisches",
        paragraphs: [
          "Die Teilnahme ist nach Anmeldung möglich; die Zahl der Plätze ist begrenzt, damit echte Gespräche entstehen können. Ort, Termin und Ablauf teilen wir allen Angemeldeten rechtzeitig mit, ebenso etwaige Zugangsdaten, falls Teile online stattfinden. Wenn Sie doch verhindert sind, geben Sie uns bitte kurz Bescheid, damit wir den Platz weitergeben können.",
          "Nach der Veranstaltung stellen wir den Teilnehmenden die wichtigsten Unterlagen zur Verfügung und fassen die zentralen Erkenntnisse in einem Rückblick hier im Blog zusammen. So können auch Kolleginnen und Kollegen, die nicht dabei sein konnten, von den Inhalten profitieren und bei Interesse direkt mit uns ins Gespräch kommen.",
        ],
      },
    ],
    en: [
      {
        heading: "What to expect",
        paragraphs: [
          "We deliberately keep the format practical: short talks instead of long lectures, concrete examples from projects instead of product demos, and plenty of time for questions. The content is aimed at specialists and managers who are responsible for data, IT or digital initiatives, and at anyone who wants an honest overview of where things stand today.",
          "No prior knowledge is needed. Those who want to go deeper will find time during the breaks and afterwards to discuss their own questions with our consultants and with other participants. In our experience, this exchange between practitioners is one of the most valuable parts of any event.",
        ],
      },
      {
        heading: "Practical details",
        paragraphs: [
          "Participation requires registration; places are limited so that real conversations can take place. We will send the venue, date and schedule to everyone registered in good time, along with access details should parts of the event take place online. If you can no longer attend, please let us know briefly so that we can pass your place on.",
          "After the event we will share the key materials with participants and summarise the main insights in a review here on our blog. That way, colleagues who could not attend can also benefit from the content and get in touch with us directly if they are interested.",
        ],
      },
    ],
  },
  "career-team": {
    de: [
      {
        heading: "Wie wir zusammenarbeiten",
        paragraphs: [
          "Bei uns arbeiten Menschen mit sehr unterschiedlichen Hintergründen: Data Engineers, Analystinnen, Cloud-Architekten, Projektleiterinnen und Quereinsteiger, die ihre Erfahrung aus ganz anderen Branchen mitbringen. Was sie verbindet, ist die Freude daran, komplexe Fragen verständlich zu machen und Lösungen zu bauen, die im Alltag unserer Kunden wirklich funktionieren.",
          "Wir arbeiten in kleinen Teams mit kurzen Wegen und klarer Verantwortung. Wissen wird geteilt, nicht gehortet: in Pair-Programming, internen Lernrunden und Reviews, in denen Fragen ausdrücklich erwünscht sind. Flexible Arbeitszeiten und die Möglichkeit, mobil zu arbeiten, sind für uns selbstverständlich, ebenso wie regelmäßige Treffen, bei denen sich das ganze Team persönlich sieht.",
        ],
      },
      {
        heading: "Entwicklung und Einstieg",
        paragraphs: [
          "Jede neue Kollegin und jeder neue Kollege bekommt eine feste Ansprechperson für die ersten Monate und einen Einarbeitungsplan, der fachliche Themen ebenso umfasst wie unsere Art zu beraten. Zertifizierungen, Konferenzbesuche und Weiterbildungen unterstützen wir mit Zeit und Budget, weil sich die Technologien in unserem Feld schnell verändern.",
          "Karrierewege sind bei uns nicht nur nach oben gedacht. Manche vertiefen ihre technische Expertise, andere übernehmen Projekt- oder Personalverantwortung, wieder andere bauen neue Themenfelder auf. In regelmäßigen Entwicklungsgesprächen besprechen wir gemeinsam, welcher Weg passt. Wenn Sie neugierig geworden sind, freuen wir uns über Ihre Nachricht, auch ohne passende Stellenanzeige.",
        ],
      },
    ],
    en: [
      {
        heading: "How we work together",
        paragraphs: [
          "Our team brings together people with very different backgrounds: data engineers, analysts, cloud architects, project managers and career changers who bring experience from entirely different industries. What connects them is the enjoyment of making complex questions understandable and of building solutions that genuinely work in our clients' day-to-day business.",
          "We work in small teams with short paths and clear responsibility. Knowledge is shared, not hoarded: in pair programming, internal learning sessions and reviews in which questions are explicitly welcome. Flexible working hours and the option to work remotely are a matter of course for us, as are regular get-togethers where the whole team meets in person.",
        ],
      },
      {
        heading: "Growth and getting started",
        paragraphs: [
          "Every new colleague gets a dedicated contact for the first months and an onboarding plan that covers technical topics as well as our way of consulting. We support certifications, conference visits and further training with time and budget, because the technologies in our field change quickly.",
          "Career paths at our firm do not only lead upwards. Some deepen their technical expertise, others take on responsibility for projects or people, and others build up new areas of work. In regular development conversations we decide together which path fits. If you are curious, we look forward to hearing from you, even if there is no matching job advertisement.",
        ],
      },
    ],
  },
};

/** The shared sections every template article ends with, before the conclusion. */
export const SHARED_SECTIONS: { de: TemplateSection[]; en: TemplateSection[] } = {
  de: [
    {
      heading: "Drei Fragen für den Start",
      paragraphs: [
        "Ob neues Vorhaben, laufendes Projekt oder strategische Weichenstellung: Drei Fragen helfen fast immer weiter. Welches Ergebnis wollen wir in sechs Monaten sehen, und woran messen wir es? Wer trifft die Entscheidungen, und wer arbeitet im Alltag mit der Lösung? Und welche Daten, Systeme und Abhängigkeiten bringen wir mit, im Guten wie im Schlechten?",
        "Die Antworten müssen nicht perfekt sein. Es reicht, sie einmal gemeinsam aufzuschreiben und offen zu benennen, wo noch Unsicherheit besteht. Daraus ergibt sich meist von selbst ein erster, überschaubarer Schritt, der schnell Klarheit bringt und auf dem sich aufbauen lässt.",
      ],
    },
    {
      heading: "Typische Stolpersteine",
      paragraphs: [
        "In vielen Vorhaben sehen wir ähnliche Muster. Ziele bleiben vage, weil sich niemand auf eine messbare Größe festlegen möchte. Die Fachbereiche werden erst spät eingebunden und erleben das Ergebnis dann als etwas, das ihnen vorgesetzt wird. Und der Betrieb nach dem Projekt wird unterschätzt: Wer kümmert sich um Updates, um neue Anforderungen, um die Qualität der Daten?",
        "Keiner dieser Punkte ist ein Grund, nicht anzufangen. Es hilft aber, sie von Beginn an offen anzusprechen, Verantwortliche zu benennen und Zeit für Abstimmung einzuplanen. So werden aus möglichen Stolpersteinen einfache Aufgaben auf dem Projektplan.",
      ],
    },
    {
      heading: "So begleiten wir Sie",
      paragraphs: [
        "Wir beginnen in der Regel mit einem kurzen Gespräch, in dem wir Ihre Ausgangslage und Ihre Ziele verstehen wollen. Darauf folgt, wenn es passt, ein kompakter Workshop mit den wichtigsten Beteiligten. Am Ende steht ein konkreter Vorschlag: welche Schritte sinnvoll sind, in welcher Reihenfolge, mit welchem Aufwand und mit welchem erwarteten Nutzen.",
        "Ob Sie danach mit uns weiterarbeiten oder das Vorhaben selbst umsetzen, entscheiden Sie. Uns ist wichtig, dass Sie nach jedem Schritt mehr wissen als vorher und dass Ihr Team die Ergebnisse versteht, nutzen und weiterentwickeln kann.",
      ],
    },
  ],
  en: [
    {
      heading: "Three questions to start with",
      paragraphs: [
        "Whether it is a new initiative, an ongoing project or a strategic decision, three questions almost always help. What result do we want to see in six months, and how will we measure it? Who makes the decisions, and who works with the solution every day? And which data, systems and dependencies do we bring along, for better or worse?",
        "The answers do not have to be perfect. It is enough to write them down together once and to say openly where uncertainty remains. A first, manageable step usually follows from this by itself, one that brings clarity quickly and can be built upon.",
      ],
    },
    {
      heading: "Common stumbling blocks",
      paragraphs: [
        "We see similar patterns in many initiatives. Goals stay vague because nobody wants to commit to a measurable figure. Business teams are involved late and then experience the result as something imposed on them. And operations after the project are underestimated: who takes care of updates, of new requirements, of the quality of the data?",
        "None of these points is a reason not to start. But it helps to raise them openly from the beginning, to name the people responsible and to plan time for coordination. That way, potential stumbling blocks turn into simple tasks on the project plan.",
      ],
    },
    {
      heading: "How we support you",
      paragraphs: [
        "We usually start with a short conversation in which we want to understand your situation and your goals. If it fits, this is followed by a compact workshop with the most important people involved. The result is a concrete proposal: which steps make sense, in which order, with what effort and with what expected benefit.",
        "Whether you then continue working with us or carry out the initiative yourself is up to you. What matters to us is that you know more after every step than before, and that your team understands the results and can use and develop them further.",
      ],
    },
  ],
};

/** After the list of tags: why these questions matter. */
export const TAG_POINTS_NOTE = {
  de: "Diese Fragen klingen einfach, doch die ehrlichen Antworten darauf entscheiden oft mehr über den Erfolg als die Wahl eines Werkzeugs. Nehmen Sie sich dafür bewusst Zeit, am besten gemeinsam mit den Menschen, die später mit dem Ergebnis arbeiten.",
  en: "These questions sound simple, yet honest answers to them often decide more about success than the choice of any tool. Take time for them deliberately, ideally together with the people who will later work with the result.",
};

/** How each tag is discussed, in turn (varied, so a list of tags does not read like a form). */
export const TAG_POINTS: { de: string[]; en: string[] } = {
  de: [
    "Welche Entscheidung soll dadurch besser werden, und woran erkennen Sie in drei Monaten, dass es funktioniert?",
    "Wer ist fachlich verantwortlich, und welche Daten, Systeme und Abläufe hängen daran?",
    "Was kostet es, nichts zu tun, und welcher kleine erste Schritt liefert schnell belastbare Erkenntnisse?",
    "Welche Erfahrungen gibt es im Haus schon, und wo lohnt sich Unterstützung von außen?",
  ],
  en: [
    "which decision should it improve, and how will you know in three months that it works?",
    "who is responsible on the business side, and which data, systems and processes depend on it?",
    "what does doing nothing cost, and which small first step quickly delivers reliable insights?",
    "what experience already exists in-house, and where is outside support worthwhile?",
  ],
};
