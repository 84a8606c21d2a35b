import { z } from "zod";
import { KFS_LANGUAGES } from "./kfs-acceptance";

/**
 * The query of a KFS PDF download: the language it is printed in, English
 * when not given. Other parameters are ignored, as on every download.
 */
export const kfsPdfQuerySchema = z.object({
  lang: z
    .enum(KFS_LANGUAGES, { error: `must be one of ${KFS_LANGUAGES.join(", ")}` })
    .default("en")
    .meta({ description: `The language of the statement's wording: ${KFS_LANGUAGES.join(", ")}; en by default. The values print the same in every language.` }),
});
