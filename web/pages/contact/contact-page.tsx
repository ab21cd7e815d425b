/** @file Contact: address block (three offices, phone, e-mail, opening hours) and the contact form (an island). */

import { OFFICES, OPENING_HOURS } from "../../content/company";
import { CONTACT_BLOCK, CONTACT_HERO } from "../../content/contact";
import { useSiteData, useT, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { PageHero } from "../../ui/sections";
import { ContactFormIsland } from "./contact-form";

export function ContactPage() {
  const text = useText();
  const t = useT();
  const { settings } = useSiteData();
  return (
    <>
      <PageHero hero={CONTACT_HERO} />
      <section className="section" aria-labelledby="reach-title">
        <div className="container contact-layout">
          <div className="contact-info">
            <h2 id="reach-title">{text(CONTACT_BLOCK.title)}</h2>
            <h3>{text(CONTACT_BLOCK.offices)}</h3>
            {OFFICES.map((office) => (
              <address key={office.id} className="office">
                <Icon name="map-pin" size={20} />
                <span>
                  <strong>{text(office.name)}</strong>
                  <br />
                  {office.street}
                  <br />
                  {office.postalCode} {text(office.city)}
                  <br />
                  {text(office.country)}
                </span>
              </address>
            ))}
            <h3>{text(CONTACT_BLOCK.phone)}</h3>
            <p>
              <a href={`tel:${settings.contact_phone.replace(/[^+0-9]/g, "")}`}>{settings.contact_phone}</a>
            </p>
            <h3>{text(CONTACT_BLOCK.email)}</h3>
            <p>
              <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
            </p>
            <h3>{text(CONTACT_BLOCK.openingHours)}</h3>
            <dl className="opening-hours">
              {OPENING_HOURS.map((row) => (
                <div key={row.days.de}>
                  <dt>{text(row.days)}</dt>
                  <dd>{text(row.hours)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="contact-form-card" id="contact-form">
            <h2>{t("contact.formTitle")}</h2>
            <ContactFormIsland />
          </div>
        </div>
      </section>
    </>
  );
}
