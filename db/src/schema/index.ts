// One zod schema per table: its row as the queries read it (camelCase keys, the alias each query
// gives a column). A query that returns part of a row, or more than a row, says so with
// .pick()/.extend(); queryRows takes its result type from that schema, never from an assertion.
// The schemas check, they never transform: a value a driver returns is the value a schema accepts.
export * from './content.ts';
export * from './leads.ts';
export * from './site.ts';
export * from './staff.ts';
export * from './counts.ts';
export * from './traffic.ts';
