/** Which database a handle talks to: embedded PGlite or a PostgreSQL server. */
export type DatabaseKind = "pglite" | "postgres";
