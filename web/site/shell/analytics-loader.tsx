/** @file Loads the optional third-party analytics tag once (and only when) analytics consent is given. */
import { useEffect } from "react";
import { loadAnalyticsTag } from "../../consent/analytics-tag";
import { onConsentChange, readConsent } from "../../consent/consent";
import { useSiteData } from "../../i18n/use-t";

export function AnalyticsLoader() {
  const tagId = useSiteData().config.analyticsTagId;
  useEffect(() => {
    if (!tagId) return;
    if (readConsent().analytics) loadAnalyticsTag(tagId);
    return onConsentChange((state) => {
      if (state.analytics) loadAnalyticsTag(tagId);
    });
  }, [tagId]);
  return null;
}
