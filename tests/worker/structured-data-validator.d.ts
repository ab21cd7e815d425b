/** @file Types of the parts of @adobe/structured-data-validator the tests use (the package ships none). */
declare module "@adobe/structured-data-validator" {
  interface Issue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType: string;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(data: { jsonld: object; microdata: object; rdfa: object }): Promise<Issue[]>;
  }
}

declare module "*?raw" {
  const text: string;
  export default text;
}
