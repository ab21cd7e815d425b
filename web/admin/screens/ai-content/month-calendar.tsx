/**
 * @file The month calendar of the AI studio: weekday headers So to Sa, previous/next month, each entry on its
 * planned day (a button that opens it), today highlighted. A table, so a screen reader reads day by weekday.
 */
import { useState } from "react";
import {
  AI_CONTENT_STATUSES,
  type AiContentStatus,
  AI_CONTENT_STATUS_LABELS as STATUS_LABELS,
} from "../../../../common/schemas/ai-content";
import { Badge, Button } from "../../ui";
import { berlinToday, groupByDay, monthLabel, monthWeeks, shiftMonth, WEEKDAY_LABELS } from "./calendar-weeks";
import { STATUS_TONES } from "./labels";

export interface CalendarEntry {
  id: number;
  title: string;
  status: AiContentStatus;
  /** The planned day, `YYYY-MM-DD`. */
  day: string;
}

export function MonthCalendar({ entries, onOpen }: { entries: CalendarEntry[]; onOpen: (id: number) => void }) {
  const today = berlinToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const byDay = groupByDay(entries, (e) => e.day);
  const label = monthLabel(month);
  return (
    <section className="ai-calendar" aria-label="Kalender">
      <div className="ai-calendar__nav">
        <Button size="sm" onClick={() => setMonth(shiftMonth(month, -1))} aria-label="Vorheriger Monat">
          ‹
        </Button>
        <h2 className="ai-calendar__month" aria-live="polite">
          {label}
        </h2>
        <Button size="sm" onClick={() => setMonth(shiftMonth(month, 1))} aria-label="Nächster Monat">
          ›
        </Button>
        {month !== today.slice(0, 7) && (
          <Button size="sm" variant="ghost" onClick={() => setMonth(today.slice(0, 7))}>
            Heute
          </Button>
        )}
      </div>
      <table className="ai-calendar__grid">
        <caption className="adm-sr-only">{label}</caption>
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0].date}>
              {week.map((d) => {
                const items = byDay.get(d.date) ?? [];
                const classes = [
                  "ai-calendar__day",
                  d.inMonth ? "" : "ai-calendar__day--outside",
                  d.date === today ? "ai-calendar__day--today" : "",
                ];
                return (
                  <td
                    key={d.date}
                    className={classes.filter(Boolean).join(" ")}
                    data-date={d.date}
                    aria-current={d.date === today ? "date" : undefined}
                  >
                    <span className="ai-calendar__number">
                      {d.day}
                      {d.date === today && <span className="adm-sr-only"> (heute)</span>}
                    </span>
                    {items.length > 0 && (
                      <ul className="ai-calendar__items">
                        {items.map((e) => (
                          <li key={e.id}>
                            <button
                              type="button"
                              className={`ai-calendar__item ai-calendar__item--${e.status}`}
                              onClick={() => onOpen(e.id)}
                              title={e.title}
                            >
                              <span className="adm-sr-only">{STATUS_LABELS[e.status]}: </span>
                              {e.title}
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ai-calendar__legend adm-muted">
        {AI_CONTENT_STATUSES.map((s) => (
          <Badge key={s} tone={STATUS_TONES[s]}>
            {STATUS_LABELS[s]}
          </Badge>
        ))}
      </p>
    </section>
  );
}
