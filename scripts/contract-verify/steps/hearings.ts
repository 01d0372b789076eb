// Hearings (TX and LA only): the committees' videos, a transcript (written back unchanged unless
// read-only), the videos whose speakers need naming and a video's segments. The speaker
// assignment cannot be undone through the contract (there is no call that un-names a segment
// group), so it runs only with --allow-speaker-assignment.
import type { Lane } from '../lane.ts';
import { describeValue } from '../mismatch.ts';

interface Video {
  VideoID: number;
}

export async function checkTranscripts(lane: Lane, state: string, readOnly: boolean): Promise<void> {
  const committees = await lane.exchange({
    operation: 'getCommittees',
    check: `hearings of ${state}`,
    path: `/api/bill/committees/${state}`,
  });
  const video = committees.ok ? (committees.verdict.body as Video[])[0] : undefined;
  const why = committees.ok ? `${state} has no hearing` : 'the hearings could not be loaded';
  if (!video) {
    lane.skip('getTranscript', 'transcript of a hearing', why);
    lane.skip('updateTranscript', 'write the transcript back unchanged', why);
    return;
  }
  const read = await lane.exchange({
    operation: 'getTranscript',
    check: `transcript of hearing ${video.VideoID}`,
    path: `/api/bill/getTranscript/${state}/${video.VideoID}`,
  });
  if (read.ok) await checkFirstParagraphs(lane, state, video.VideoID, read.verdict.body as Answer);
  const write = 'write the transcript back unchanged';
  if (readOnly) lane.skip('updateTranscript', write, 'read-only run (--read-only)');
  else if (!read.ok) lane.skip('updateTranscript', write, 'the transcript could not be read');
  else
    await lane.exchange({
      operation: 'updateTranscript',
      check: `${write} (hearing ${video.VideoID})`,
      path: '/api/bill/updateTranscript',
      body: {
        state,
        id: video.VideoID,
        newTranscript: (read.verdict.body as { transcript: unknown }).transcript,
      },
      from: 'the transcript as read',
    });
}

interface Answer {
  transcript: unknown[];
}

/**
 * The transcript's first paragraph alone (`?paragraphs=1`): the console shows a long hearing's
 * first paragraphs this way before the whole transcript arrives (decision 0045). A server that
 * sends the whole transcript, or refuses the parameter, is reported with what the console then
 * does; one that cuts it elsewhere fails.
 */
async function checkFirstParagraphs(lane: Lane, state: string, id: number, whole: Answer): Promise<void> {
  const check = `first paragraph of hearing ${id} alone (paragraphs=1)`;
  const path = `/api/bill/getTranscript/${state}/${id}?paragraphs=1`;
  if (whole.transcript.length < 2) {
    lane.skip(
      'getTranscript',
      check,
      'the transcript has fewer than two paragraphs: a cut cannot be told from the whole',
      path,
    );
    return;
  }
  const out = await lane.exchange({ operation: 'getTranscript', check, path, expect: [200, 400] });
  const slow =
    'the console then asks for the whole transcript, and a long hearing shows its first words only when all of it has arrived';
  if (out.answer.status === 400 && out.ok) {
    out.row.result = 'skip';
    out.row.note = `the server refuses paragraphs (400): ${slow}`;
    return;
  }
  if (!out.ok) return;
  const first = (out.verdict.body as Answer).transcript;
  if (first.length === whole.transcript.length) {
    out.row.result = 'skip';
    out.row.note = `the server sends the whole transcript whatever paragraphs asks: ${slow}`;
  } else if (first.length !== 1 || JSON.stringify(first[0]) !== JSON.stringify(whole.transcript[0])) {
    lane.behaviour(
      out.row,
      '/transcript',
      `the transcript's first paragraph alone: ${describeValue(whole.transcript[0])}`,
      `${first.length} paragraphs, the first ${describeValue(first[0])}`,
    );
  }
}

interface Detail {
  speakerSegments: { SpeakerSegmentID: number; SpeakerID: number }[];
  members: { memberNumber: number; name: string; district: string; party: string; chamber: string }[];
}

export async function checkSpeakers(
  lane: Lane,
  state: string,
  opts: { readOnly: boolean; allowAssignment: boolean },
): Promise<void> {
  const list = await lane.exchange({
    operation: 'getVideosToUpdate',
    check: `videos of ${state} awaiting speaker names`,
    path: `/api/speaker/videos-to-update?state=${state}`,
  });
  const video = list.ok ? (list.verdict.body as Video[])[0] : undefined;
  const assign = 'name the speaker of one segment group';
  if (!video) {
    const why = list.ok ? `no video of ${state} awaits speaker names` : 'the videos could not be loaded';
    lane.skip('getSpeakerSegments', 'segments of a video', why);
    lane.skip('updateSpeakerAssignment', assign, why);
    return;
  }
  const segments = await lane.exchange({
    operation: 'getSpeakerSegments',
    check: `segments of video ${video.VideoID}`,
    path: `/api/speaker/speaker-segments?state=${state}&videoID=${video.VideoID}`,
  });
  if (opts.readOnly) {
    lane.skip('updateSpeakerAssignment', assign, 'read-only run (--read-only)');
    return;
  }
  if (!opts.allowAssignment) {
    lane.skip(
      'updateSpeakerAssignment',
      assign,
      'cannot be undone through the contract; pass --allow-speaker-assignment to name one group for real',
    );
    return;
  }
  const detail = segments.ok ? (segments.verdict.body as Detail) : undefined;
  const first = detail?.speakerSegments[0];
  const member = detail?.members[0];
  if (!first || !member) {
    const why = !segments.ok
      ? 'the segments could not be loaded'
      : 'the video has no segment or no member to name';
    lane.skip('updateSpeakerAssignment', assign, why);
    return;
  }
  const group = detail.speakerSegments.filter((s) => s.SpeakerID === first.SpeakerID);
  await lane.exchange({
    operation: 'updateSpeakerAssignment',
    check: `${assign} (video ${video.VideoID}, speaker ${first.SpeakerID})`,
    path: '/api/speaker/update-assignment',
    body: {
      state,
      videoID: video.VideoID,
      segmentIDs: group.map((s) => s.SpeakerSegmentID),
      assignedSpeaker: {
        id: member.memberNumber,
        name: member.name,
        type: 'Member',
        extra: `District ${member.district} • ${member.party} • ${member.chamber}`,
      },
    },
    from: 'the segments answer',
  });
}
