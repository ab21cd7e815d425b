/** @file The eleven client logos of the home carousel (our own wordmark placeholders, 200 x 80). */
import type { ClientLogo, Image } from "./types";

const logoImage = (name: string, file: string): Image => ({
  src: `/img/clients/${file}.svg`,
  width: 200,
  height: 80,
  alt: { de: `Logo ${name}`, en: `${name} logo` },
});

const logo = (name: string, file: string): ClientLogo => ({ name, logo: logoImage(name, file) });

export const CLIENT_LOGOS: ClientLogo[] = [
  logo("Brennerbank", "brennerbank"),
  logo("Lechtal Versicherung", "lechtal-versicherung"),
  logo("Nordkai Logistik", "nordkai-logistik"),
  logo("Ammersee Maschinenbau", "ammersee-maschinenbau"),
  logo("Solvento Energie", "solvento-energie"),
  logo("Marktwerk Handel", "marktwerk-handel"),
  logo("Medivera", "medivera"),
  logo("Quantis Software", "quantis-software"),
  logo("Finora Payments", "finora-payments"),
  logo("Tauris Industrie", "tauris-industrie"),
  logo("Loden & Co.", "loden-co"),
];

/** The logo of a client by name (testimonials show it). */
export const clientLogo = (name: string): Image => {
  const found = CLIENT_LOGOS.find((client) => client.name === name);
  if (!found) throw new Error(`Unknown client: ${name}`);
  return found.logo;
};
