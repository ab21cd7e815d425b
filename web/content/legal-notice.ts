/** @file Legal notice (Impressum), German and English. Imported only by the legal notice route. */
import { COMPANY } from "../../common/site";
import { OFFICES } from "./company";
import type { LegalDocument, Localized } from "./types";

const seat = OFFICES[0];

export const LEGAL_NOTICE: Localized<LegalDocument> = {
  de: {
    title: "Impressum",
    sections: [
      {
        id: "anbieter",
        heading: "Angaben gemäß § 5 DDG",
        blocks: [{ kind: "lines", lines: ["{company}", seat.street, `${seat.postalCode} ${seat.city.de}`, seat.country.de] }],
      },
      {
        id: "vertretung",
        heading: "Vertreten durch",
        blocks: [{ kind: "p", text: "Andreas Berger und Claudia Hartmann (Geschäftsführung)" }],
      },
      {
        id: "kontakt",
        heading: "Kontakt",
        blocks: [
          {
            kind: "list",
            items: [`Telefon: ${COMPANY.phone}`, ["E-Mail: ", { text: COMPANY.email, href: `mailto:${COMPANY.email}` }]],
          },
        ],
      },
      {
        id: "register",
        heading: "Registereintrag",
        blocks: [{ kind: "p", text: "Eintragung im Handelsregister. Registergericht: Amtsgericht München. Registernummer: HRB 123456" }],
      },
      {
        id: "umsatzsteuer",
        heading: "Umsatzsteuer-ID",
        blocks: [{ kind: "p", text: "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789" }],
      },
      {
        id: "verantwortlich",
        heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
        blocks: [{ kind: "lines", lines: ["Andreas Berger", seat.street, `${seat.postalCode} ${seat.city.de}`] }],
      },
      {
        id: "streitschlichtung",
        heading: "Verbraucherstreitbeilegung",
        blocks: [
          {
            kind: "p",
            text: "Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).",
          },
        ],
      },
      {
        id: "haftung-inhalte",
        heading: "Haftung für Inhalte",
        blocks: [
          {
            kind: "p",
            text: "Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.",
          },
          {
            kind: "p",
            text: "Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Bei Bekanntwerden entsprechender Rechtsverletzungen werden wir diese Inhalte umgehend entfernen.",
          },
        ],
      },
      {
        id: "haftung-links",
        heading: "Haftung für Links",
        blocks: [
          {
            kind: "p",
            text: "Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich.",
          },
          {
            kind: "p",
            text: "Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren nicht erkennbar. Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Links umgehend entfernen.",
          },
        ],
      },
      {
        id: "urheberrecht",
        heading: "Urheberrecht",
        blocks: [
          {
            kind: "p",
            text: "Die durch die Seitenbetreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers.",
          },
          {
            kind: "p",
            text: "Soweit die Inhalte auf dieser Seite nicht vom Betreiber erstellt wurden, werden die Urheberrechte Dritter beachtet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Inhalte umgehend entfernen.",
          },
        ],
      },
    ],
  },
  en: {
    title: "Legal Notice",
    intro: ["This English version is provided for convenience; the German version is legally binding."],
    sections: [
      {
        id: "provider",
        heading: "Information pursuant to Section 5 DDG (German Digital Services Act)",
        blocks: [{ kind: "lines", lines: ["{company}", seat.street, `${seat.postalCode} ${seat.city.en}`, seat.country.en] }],
      },
      {
        id: "management",
        heading: "Represented by",
        blocks: [{ kind: "p", text: "Andreas Berger and Claudia Hartmann (Managing Directors)" }],
      },
      {
        id: "contact",
        heading: "Contact",
        blocks: [
          {
            kind: "list",
            items: [`Phone: ${COMPANY.phone}`, ["Email: ", { text: COMPANY.email, href: `mailto:${COMPANY.email}` }]],
          },
        ],
      },
      {
        id: "register",
        heading: "Commercial register",
        blocks: [
          {
            kind: "p",
            text: "Entered in the commercial register. Register court: Amtsgericht München (Munich Local Court). Register number: HRB 123456",
          },
        ],
      },
      {
        id: "vat",
        heading: "VAT ID",
        blocks: [{ kind: "p", text: "VAT identification number pursuant to Section 27a of the German VAT Act: DE123456789" }],
      },
      {
        id: "responsible",
        heading: "Responsible for content pursuant to Section 18 (2) MStV",
        blocks: [{ kind: "lines", lines: ["Andreas Berger", seat.street, `${seat.postalCode} ${seat.city.en}`] }],
      },
      {
        id: "dispute-resolution",
        heading: "Consumer dispute resolution",
        blocks: [
          {
            kind: "p",
            text: "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Section 36 VSBG).",
          },
        ],
      },
      {
        id: "liability-content",
        heading: "Liability for content",
        blocks: [
          {
            kind: "p",
            text: "As a service provider we are responsible for our own content on these pages under the general laws. However, we are not obliged to monitor third-party information transmitted or stored, or to investigate circumstances that indicate illegal activity.",
          },
          {
            kind: "p",
            text: "Obligations to remove or block the use of information under the general laws remain unaffected. Liability in this respect is, however, only possible from the point at which a specific infringement becomes known. As soon as we become aware of such infringements, we will remove the content concerned immediately.",
          },
        ],
      },
      {
        id: "liability-links",
        heading: "Liability for links",
        blocks: [
          {
            kind: "p",
            text: "Our website contains links to external third-party websites over whose content we have no influence. We therefore cannot accept any liability for this third-party content. The respective provider or operator of the linked pages is always responsible for their content.",
          },
          {
            kind: "p",
            text: "The linked pages were checked for possible legal violations at the time of linking; no illegal content was recognisable. Permanent monitoring of the content of linked pages is not reasonable without concrete evidence of an infringement. As soon as we become aware of infringements, we will remove such links immediately.",
          },
        ],
      },
      {
        id: "copyright",
        heading: "Copyright",
        blocks: [
          {
            kind: "p",
            text: "The content and works created by the site operators on these pages are subject to German copyright law. Reproduction, editing, distribution and any kind of use beyond the limits of copyright law require the written consent of the respective author or creator.",
          },
          {
            kind: "p",
            text: "Where content on this site was not created by the operator, the copyrights of third parties are respected. Should you nevertheless become aware of a copyright infringement, please let us know. As soon as we become aware of infringements, we will remove such content immediately.",
          },
        ],
      },
    ],
  },
};
