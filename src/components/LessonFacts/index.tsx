import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {TUTORIAL_TRACKS, TUTORIAL_LEVELS, type TutorialTrack} from '@site/src/data/tutorials';
import styles from './styles.module.css';

/** A lesson's track, level and duration, or null when its front matter lacks one. */
export function lessonFacts(
  frontMatter: Record<string, unknown>,
): {track: string; level: string; duration: string} | null {
  const {track, level, duration} = frontMatter;
  if (
    typeof track !== 'string' ||
    !Object.hasOwn(TUTORIAL_TRACKS, track) ||
    !TUTORIAL_LEVELS.includes(level as never) ||
    typeof duration !== 'number'
  )
    return null;
  return {
    track: TUTORIAL_TRACKS[track as TutorialTrack].title,
    level: `${(level as string)[0].toUpperCase()}${(level as string).slice(1)}`,
    duration: `${duration} min`,
  };
}

/**
 * What a lesson teaches and takes, from its front matter, so a reader picks
 * one by more than its date: a description list, read as "Track: Basics".
 */
export default function LessonFacts({
  frontMatter,
  className,
}: {
  frontMatter: Record<string, unknown>;
  className?: string;
}): ReactNode {
  const facts = lessonFacts(frontMatter);
  if (!facts) return null;
  return (
    <dl className={clsx(styles.facts, className)}>
      <div>
        <dt>Track</dt>
        <dd>{facts.track}</dd>
      </div>
      <div>
        <dt>Level</dt>
        <dd>{facts.level}</dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{facts.duration}</dd>
      </div>
    </dl>
  );
}
