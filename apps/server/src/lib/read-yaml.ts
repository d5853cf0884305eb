// The programme's content and Imi's data are read with js-yaml: on the 1.3 MB of content it
// parses in about a seventh of the time `yaml` takes (80 against 600 ms cold), and every start
// reads it all (issue 22). `yaml` stays where a file is written back with its comments
// (content export).
import { CORE_SCHEMA, load } from 'js-yaml';

/** One YAML document, read with YAML 1.2's core schema as `yaml` reads it: no dates, no `<<`. */
export const readYaml = (text: string): unknown => load(text, { schema: CORE_SCHEMA });
