/**
 * @file The outside validator of the pages' structured data: every JSON-LD block of a page through Adobe's
 * structured-data-validator (Google's rich-result rules for the types it knows) with the schema.org vocabulary
 * (types and which properties each type takes) from the n-quads that @zazuko/rdf-vocabularies ships, so the tests run
 * offline. An issue of either severity (error or warning) fails.
 */
import Validator from "@adobe/structured-data-validator";
// the package's exports hide its data files; vite reads the file as text
import vocabularyQuads from "../../node_modules/@zazuko/rdf-vocabularies/ontologies/schema.nq?raw";

const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const SUBCLASS = "http://www.w3.org/2000/01/rdf-schema#subClassOf";
const CLASS = "http://www.w3.org/2000/01/rdf-schema#Class";
const PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property";
const DOMAIN = "http://schema.org/domainIncludes";

type Node = { "@id": string; "@type"?: string; "rdfs:subClassOf"?: { "@id": string }[]; "schema:domainIncludes"?: { "@id": string }[] };

/** The n-quads as the JSON-LD graph the validator reads (schema.org's own `schemaorg-all-https.jsonld` shape). */
function vocabularyGraph(quads: string) {
  const nodes = new Map<string, Node>();
  const node = (id: string) => nodes.get(id) ?? (nodes.set(id, { "@id": id }).get(id) as Node);
  for (const line of quads.split("\n")) {
    const m = line.match(/^<(http:\/\/schema\.org\/[^>]+)> <([^>]+)> <([^>]+)>/);
    if (!m) continue;
    const [, subject, predicate, object] = m;
    if (predicate === RDF_TYPE && object === CLASS) node(subject)["@type"] = "rdfs:Class";
    else if (predicate === RDF_TYPE && object === PROPERTY) node(subject)["@type"] = "rdf:Property";
    else if (predicate === SUBCLASS) node(subject)["rdfs:subClassOf"] = [...(node(subject)["rdfs:subClassOf"] ?? []), { "@id": object }];
    else if (predicate === DOMAIN)
      node(subject)["schema:domainIncludes"] = [...(node(subject)["schema:domainIncludes"] ?? []), { "@id": object }];
  }
  return { "@graph": [...nodes.values()].filter((n) => n["@type"]) };
}

let validator: Validator | undefined;

/** The parsed JSON-LD blocks of an HTML page. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** Every issue (error or warning) the validator finds in the page's JSON-LD, as readable lines; [] when it is clean. */
export async function structuredDataIssues(html: string): Promise<string[]> {
  validator ??= new Validator(vocabularyGraph(vocabularyQuads));
  const jsonld: Record<string, Record<string, unknown>[]> = {};
  for (const block of jsonLdBlocks(html)) {
    const type = String(block["@type"]);
    jsonld[type] = [...(jsonld[type] ?? []), block];
  }
  const issues = await validator.validate({ jsonld, microdata: {}, rdfa: {} });
  return issues.map((i) => `${i.severity} ${i.rootType}: ${i.issueMessage} (${(i.fieldNames ?? []).join(", ")})`);
}
