import type { FunderHome } from '@arflow/domain/api/home';
import { homeSectionsOf } from '@arflow/domain/home';
import type { Read } from '../../platform/http/context.ts';
import { collectionFigures } from './collection-figures.ts';
import { paymentFigures } from './payment-figures.ts';
import { pipelineFigures } from './pipeline-figures.ts';
import { reviewFigures } from './review-figures.ts';

/** GET /home/funder: the sections of the caller's role (domain home.ts), each its figures. */
export async function getFunderHome(opts: Read<{ today: string }>): Promise<FunderHome> {
  const { db, actor, today } = opts;
  const sections = homeSectionsOf(actor.role_id);
  const has = (s: (typeof sections)[number]) => sections.includes(s);
  return {
    today,
    sections: [...sections],
    ...(has('review') ? { review: await reviewFigures(db, actor, today) } : {}),
    ...(has('payments') ? { payments: await paymentFigures(db, actor, today) } : {}),
    ...(has('collection') ? { collection: await collectionFigures(db, today) } : {}),
    ...(has('pipeline') ? { pipeline: await pipelineFigures(db, actor) } : {}),
  };
}
