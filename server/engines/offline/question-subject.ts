// What a question is about, in a few words: for error messages, titles and the words a section's search
// adds to its heading.
import type { Language } from "../../text/language";
import { readQuestion } from "./question";
import { subjectOf } from "./subject";

export function subjectOfQuestion(query: string, language: Language): string {
  return subjectOf(readQuestion(query, language)).text;
}
