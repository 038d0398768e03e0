import type { FastifyInstance } from 'fastify';
import { vocabularyRoutes } from './vocabularies.js';
import { observationRoutes } from './observations.js';
import { releveRoutes } from './releves.js';
import { observationNeophyteRoutes } from './observation-neophytes.js';
import { observationSupplementRoutes } from './observation-supplements.js';
import { observationValidationRoutes } from './observation-validations.js';
import { simpleObservationRoutes } from './simple-observations.js';
import { clusteredObservationRoutes } from './clustered-observations.js';
import { publicNeophyteRoutes } from './public-neophytes.js';
import { docRoutes } from './docs.js';
import { observationDocRoutes } from './observation-docs.js';
import { taxonomyRoutes } from './taxonomy.js';
import { habitatRoutes } from './habitats.js';
import { administrativeUnitRoutes } from './administrative-units.js';
import { peopleRoutes } from './people.js';
import { projectRoutes } from './projects.js';
import { projectPolicyRoutes } from './project-policies.js';

/**
 * Registers every resource of the service; one module per resource (ARCHITECTURE.md "Folders").
 * The modules reach the services through the instance's decorators (http/context.ts).
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  vocabularyRoutes(app);
  observationRoutes(app);
  releveRoutes(app);
  observationNeophyteRoutes(app);
  observationSupplementRoutes(app);
  observationValidationRoutes(app);
  simpleObservationRoutes(app);
  clusteredObservationRoutes(app);
  publicNeophyteRoutes(app);
  await docRoutes(app);
  observationDocRoutes(app);
  taxonomyRoutes(app);
  habitatRoutes(app);
  administrativeUnitRoutes(app);
  peopleRoutes(app);
  projectRoutes(app);
  projectPolicyRoutes(app);
}
