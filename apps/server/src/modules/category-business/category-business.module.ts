import { defineModule } from '../../platform/modules/module.ts';
import { FUNDER_CODE } from '../seed/demo-world.data.ts';
import { seedRatingDemo } from './category-business.demo.ts';
import { categoryBusinessRoutes } from './category-business.routes.ts';

/**
 * Industry credit rating (category-business): the funder's rating model and the scoring of a
 * supplier. Funder staff only, who keep every company's records: no company can reach these
 * routes, so the scoping matrix needs no fixture.
 */
export const categoryBusinessModule = defineModule({
  name: 'category-business',
  routes: categoryBusinessRoutes,
  seedDemo: (world) => seedRatingDemo(world, FUNDER_CODE),
});
