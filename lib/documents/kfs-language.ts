import { KFS_LANGUAGES, type KfsLanguage } from "@/lib/schemas/kfs-acceptance";
import { kfsPdfQuerySchema } from "@/lib/schemas/kfs-pdf-query";
import { parseInput } from "@/lib/schemas/parse";
import type { KfsWording } from "./kfs-wording";
import { en } from "./kfs-wording.en";
import { hi } from "./kfs-wording.hi";

const WORDING: Record<KfsLanguage, KfsWording> = { en, hi };

/** The words the KFS PDF prints in a language: one complete table for each of KFS_LANGUAGES. */
export const kfsWording = (lang: KfsLanguage): KfsWording => WORDING[lang];

/** The language a KFS PDF is asked for (`?lang=`): English when not given, 400 validation_error naming `lang` for one the service does not print. */
export function requestedKfsLanguage(query: URLSearchParams): KfsLanguage {
  return parseInput(kfsPdfQuerySchema, Object.fromEntries(query), `Invalid query: lang must be one of ${KFS_LANGUAGES.join(", ")}`).lang;
}

/** A KFS PDF's file name: `base.pdf` in English, `base-hi.pdf` in Hindi, so both can be saved side by side. */
export const kfsPdfFileName = (base: string, lang: KfsLanguage): string => (lang === "en" ? `${base}.pdf` : `${base}-${lang}.pdf`);
