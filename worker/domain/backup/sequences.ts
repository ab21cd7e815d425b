/** @file The id counters a restore carries (sqlite_sequence): raised to the backup's values, never lowered; shared with `npm run restore`. */

/**
 * The SQL that raises each table's AUTOINCREMENT counter to at least the backup's (never lowers one): for the restore,
 * after or among the row inserts, in the same transaction. Table names are checked against `[a-z0-9_]`.
 */
export function sequenceStatements(sequences: Record<string, number> | undefined): string[] {
  return Object.entries(sequences ?? {}).flatMap(([name, seq]) => {
    if (!/^[a-z0-9_]+$/.test(name) || !Number.isSafeInteger(seq) || seq < 0) throw new Error(`bad id counter in the manifest: ${name}`);
    return [
      `UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = '${name}';`,
      `INSERT INTO sqlite_sequence (name, seq) SELECT '${name}', ${seq} WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '${name}');`,
    ];
  });
}
