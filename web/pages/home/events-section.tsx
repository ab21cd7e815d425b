/** @file Home page: upcoming events (shown only when the `show_events_on_homepage` setting is on), in the page's language. */
import { useLocale, useT } from "../../i18n/use-t";
import { Section } from "../../ui/sections";
import type { HomeEvent } from "./home-data";

const LOCALE_TAGS = { de: "de-DE", en: "en-GB" } as const;
// made on first use, not at module scope: an Intl formatter loads locale data, which a new isolate would pay for at
// start-up on every request although the events section is off by default
const formatters: Partial<Record<keyof typeof LOCALE_TAGS, Intl.DateTimeFormat>> = {};
const formatter = (locale: keyof typeof LOCALE_TAGS) =>
  (formatters[locale] ??= new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }));

export function EventsSection({ events }: { events: HomeEvent[] }) {
  const locale = useLocale();
  const t = useT();
  if (!events.length) return null;
  const en = locale === "en";
  return (
    <Section
      id="events"
      heading={{
        title: { de: t("home.events.title"), en: t("home.events.title") },
        subtitle: { de: t("home.events.subtitle"), en: t("home.events.subtitle") },
      }}
    >
      <ul className="event-list">
        {events.map((event) => (
          <li key={event.id} className="card event-card">
            <p className="event-card__type">{t(event.event_type === "own" ? "home.events.ownType" : "home.events.partnerType")}</p>
            <h3 className="card__title">{(en && event.title_en) || event.title}</h3>
            <p className="event-card__when">
              <time dateTime={event.event_date}>{formatter(locale).format(new Date(`${event.event_date}T00:00:00Z`))}</time>
              {event.event_time && <>, {event.event_time}</>}
            </p>
            <p className="event-card__where">{event.location}</p>
            <p>{(en && event.description_en) || event.description}</p>
            <p className="event-card__meta">{t("home.events.participants", { count: event.max_participants })}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
