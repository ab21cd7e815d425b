/**
 * @file The home page's built-in content as one bundle. Only the server imports it (DataApi.getContent): it reaches
 * the browser as loader data in the SSR state (or from /api/content/home on client navigation), so none of this
 * copy is in the public JavaScript.
 */

import { CLIENT_LOGOS } from "../../content/clients";
import { HOME_STATS } from "../../content/company";
import { EXPERTS_NETWORK_CARD, HOME_ABOUT, HOME_HERO, HOME_SECTIONS } from "../../content/home";
import { INDUSTRIES } from "../../content/industries";
import { SERVICE_CARDS } from "../../content/services";
import { TESTIMONIALS } from "../../content/testimonials";

export const HOME_CONTENT = {
  hero: HOME_HERO,
  about: HOME_ABOUT,
  sections: HOME_SECTIONS,
  networkCard: EXPERTS_NETWORK_CARD,
  stats: HOME_STATS,
  services: SERVICE_CARDS,
  industries: INDUSTRIES,
  clients: CLIENT_LOGOS,
  testimonials: TESTIMONIALS,
};

export type HomeContent = typeof HOME_CONTENT;
