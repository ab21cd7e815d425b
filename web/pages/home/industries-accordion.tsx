/** @file Industries accordion: one item open at a time; clicking the open one closes it (spec 4). */
import { useId, useState } from "react";
import type { Industry, IndustryId } from "../../content/types";
import { useLocale, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";

export function IndustriesAccordion({ industries: INDUSTRIES }: { industries: Industry[] }) {
  const locale = useLocale();
  const text = useText();
  const baseId = useId();
  const [open, setOpen] = useState<IndustryId | null>(INDUSTRIES[0]?.id ?? null);
  return (
    <div className="accordion">
      {INDUSTRIES.map((industry) => {
        const isOpen = open === industry.id;
        const panelId = `${baseId}-${industry.id}-panel`;
        const buttonId = `${baseId}-${industry.id}-button`;
        return (
          <div key={industry.id} className={`accordion__item${isOpen ? " accordion__item--open" : ""}`}>
            <h3 className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : industry.id)}
              >
                <Icon name={industry.icon} />
                <span>{text(industry.title)}</span>
                <Icon name="chevron-down" size={18} className="accordion__chevron" />
              </button>
            </h3>
            {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA APG accordion panel (role region labelled by its button) */}
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!isOpen}>
              <p>{text(industry.description)}</p>
              <ul className="check-list">
                {industry.details[locale].map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </div>
          </div>
        );
      })}
    </div>
  );
}
