import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  NEGATIVE_TIME: {
    severity: 'error',
    message: 'Cue {{id}} has a negative {{field}} ({{value}} ms).',
    description: 'A start or end time lies before the start of the media.',
    example: '`start_ms: -500`',
  },
  END_NOT_AFTER_START: {
    severity: 'error',
    message: 'Cue {{id}} ends at {{end_ms}} ms, not after its start at {{start_ms}} ms.',
    description: 'A cue with end_ms <= start_ms has no positive duration and is never shown (or is rejected by the player).',
    example: '`9000` → `8800`',
  },
  CUE_OUT_OF_ORDER: {
    severity: 'error',
    message: 'Cue {{id}} starts at {{start_ms}} ms, before the preceding cue {{previous_id}} ({{previous_start_ms}} ms).',
    description: 'Cues are not listed in start-time order; WebVTT requires it and many SRT players show cues out of sequence.',
    example: 'cue 2 at 1000 ms after cue 1 at 5000 ms',
  },
  CUE_OVERLAP: {
    severity: 'error',
    message: 'Cue {{id}} starts {{overlap_ms}} ms before cue {{overlaps_id}} ends.',
    description: 'A cue begins while an earlier cue is still on screen, so two events collide.',
    example: 'cue 3 starts 200 ms before cue 2 ends',
  },
  EMPTY_TEXT: {
    severity: 'error',
    message: 'Cue {{id}} has no visible text.',
    description: 'The text is empty, whitespace or markup only; the cue shows a blank box or nothing.',
    example: '`"   "`, `"<i></i>"`',
  },
  DUPLICATE_CUE_ID: {
    severity: 'error',
    message: 'Cue id {{id}} repeats the id of the cue at position {{first_position}}.',
    description: 'Two cues share an id; references to the cue (and SRT counters) become ambiguous.',
    example: 'two cues `6`',
  },
  READING_SPEED_TOO_HIGH: {
    severity: 'warning',
    message: 'Cue {{id}} needs {{characters_per_second}} characters per second ({{characters}} characters in {{duration_ms}} ms; limit {{limit}}).',
    description: 'The visible characters (markup and line breaks not counted) divided by the duration exceed max_characters_per_second.',
    example: '62 characters in 1660 ms = 37.35 cps',
  },
  DURATION_TOO_SHORT: {
    severity: 'warning',
    message: 'Cue {{id}} is shown for {{duration_ms}} ms, under the minimum of {{minimum_ms}} ms.',
    description: 'A cue under 833 ms (5/6 of a second, 20 frames at 24 fps) is too brief to be read.',
    example: '400 ms',
  },
  DURATION_TOO_LONG: {
    severity: 'warning',
    message: 'Cue {{id}} is shown for {{duration_ms}} ms, over the maximum of {{maximum_ms}} ms.',
    description: 'A cue longer than 7 seconds lingers after it has been read and is re-read by viewers.',
    example: '8000 ms',
  },
  TOO_MANY_LINES: {
    severity: 'warning',
    message: 'Cue {{id}} has {{lines}} lines (maximum {{maximum}}).',
    description: 'More than two lines cover too much of the picture.',
    example: '3 lines',
  },
  LINE_TOO_LONG: {
    severity: 'warning',
    message: 'Cue {{id}} line {{line}} has {{length}} characters (maximum {{maximum}}).',
    description: 'A line of more than 42 visible characters may not fit the safe title area.',
    example: '47 characters',
  },
  GAP_TOO_SHORT: {
    severity: 'notice',
    message: 'Cue {{id}} starts {{gap_ms}} ms after cue {{previous_id}} ends, under two frames at 24 fps.',
    description: 'A gap under two frames (83.3 ms at 24 fps) between consecutive cues reads as a flicker; close it or open it to at least two frames.',
    example: '40 ms gap',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
