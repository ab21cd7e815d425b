/** @file Industries accordion (spec 4), rendered with its first item open; web/islands/accordion.ts makes it work. */
import { useId } from "react";
import type { Industry } from "../../content/types";
import { useLocale, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";

export function IndustriesAccordion({ industries: INDUSTRIES }: { industries: Industry[] }) {
  const locale = useLocale();
  const text = useText();
  const baseId = useId();
  return (
    <div className="accordion" data-island="accordion" data-island-when="idle">
      {INDUSTRIES.map((industry, i) => {
        const isOpen = i === 0;
        const panelId = `${baseId}-${industry.id}-panel`;
        const buttonId = `${baseId}-${industry.id}-button`;
        return (
          <div key={industry.id} className={`accordion__item${isOpen ? " accordion__item--open" : ""}`}>
            <h3 className="accordion__heading">
              <button type="button" id={buttonId} className="accordion__button" aria-expanded={isOpen} aria-controls={panelId}>
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
