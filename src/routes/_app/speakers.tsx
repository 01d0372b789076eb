import { createFileRoute } from '@tanstack/react-router';
import { parseSpeakersSearch } from '../../features/speakers/search';
import { SpeakersPage } from '../../features/speakers/speakers-page';

// The chosen state and video live in the URL (?state=TX&video=4101): a deep link opens the
// video, and the browser's Back returns to the video selection.
export const Route = createFileRoute('/_app/speakers')({
  validateSearch: parseSpeakersSearch,
  component: SpeakersPage,
});
