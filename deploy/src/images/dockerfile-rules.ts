import { DockerfileParser, type Instruction, JSONInstruction, ModifiableInstruction } from 'dockerfile-ast';
import { frontendBuildFiles, rootPackageFiles } from './dockerfiles.js';
import { gatewayWorkspace, shellWorkspace } from './image-targets.js';

/** Workspaces an image may copy besides its own and `shared/`: the gateway renders with the shell's build. */
const alsoBuilds: Record<string, readonly string[]> = { [gatewayWorkspace]: [shellWorkspace] };

export interface DockerfileContext {
  /** The workspace the Dockerfile belongs to (the folder it lives in), e.g. `services/survey`. */
  workspace: string;
  /** Every workspace of the repository (`listWorkspaces`). */
  workspaces: readonly string[];
}

interface Stage {
  name: string | null;
  instructions: Instruction[];
}

function stagesOf(instructions: readonly Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.getKeyword() === 'FROM') {
      const args = instruction.getArguments().map((arg) => arg.getValue());
      const as = args.findIndex((arg) => arg.toUpperCase() === 'AS');
      stages.push({ name: as >= 0 ? (args[as + 1] ?? null) : null, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

const isRootUser = (user: string) => {
  const name = user.split(':')[0]?.trim() ?? '';
  return name === '' || name === 'root' || name === '0';
};

/** A COPY/ADD source as a path from the context root: `./x` and `x` alike, directories without a trailing slash. */
const normalise = (source: string) => source.replace(/^\.\//, '').replace(/\/+$/, '') || '.';

/**
 * Whether a source path stays within what an image may read: the root package files, the front-end
 * build tooling, `shared/`, its own workspace (and what it also builds), and only the package.json of
 * any other workspace (what `npm ci` or a service declaration needs).
 */
function sourceProblem(source: string, context: DockerfileContext): string | null {
  const path = normalise(source);
  const allowedFiles: readonly string[] = [...rootPackageFiles, ...frontendBuildFiles];
  if (allowedFiles.includes(path)) return null;
  const own = [context.workspace, ...(alsoBuilds[context.workspace] ?? [])];
  const within = (dir: string) => path === dir || path.startsWith(`${dir}/`);
  if (within('shared') || own.some(within)) return null;
  const other = context.workspaces.find(within);
  if (other && path === `${other}/package.json`) return null;
  if (other) return `copies ${source}: sources of another workspace (${other})`;
  return `copies ${source}: only the root package files, shared/ and ${context.workspace}/ may be copied`;
}

/** The source arguments of a COPY or ADD, in shell or JSON form: every argument but the destination (flags are not arguments). */
function copySources(instruction: Instruction): string[] {
  const json = instruction instanceof JSONInstruction ? instruction.getJSONStrings() : [];
  const args =
    json.length > 0
      ? json.map((arg) => arg.getJSONValue())
      : instruction.getArguments().map((arg) => arg.getValue());
  return args.slice(0, -1);
}

function copiesFromStage(instruction: Instruction): boolean {
  return (
    instruction instanceof ModifiableInstruction &&
    instruction.getFlags().some((flag) => flag.getName() === 'from')
  );
}

/**
 * What is wrong with a Dockerfile of `context.workspace`, parsed with dockerfile-ast: it must be
 * multi-stage, name its workspace (`LABEL gbc.workspace`), run its final stage as a non-root `USER`
 * with a `HEALTHCHECK`, and copy from the build context only its own workspace, `shared/` and the root
 * package files (other workspaces' package.json files aside). Empty when it passes.
 */
export function dockerfileProblems(text: string, context: DockerfileContext): string[] {
  const dockerfile = DockerfileParser.parse(text);
  const stages = stagesOf(dockerfile.getInstructions());
  const problems: string[] = [];
  if (stages.length < 2) problems.push(`is not multi-stage (${stages.length} FROM)`);
  const final = stages.at(-1);
  if (final) {
    const users = final.instructions.filter((instruction) => instruction.getKeyword() === 'USER');
    const user = users.at(-1)?.getArgumentsContent()?.trim();
    if (!user) problems.push('its final stage sets no USER (it would run as root)');
    else if (isRootUser(user)) problems.push(`its final stage runs as root (USER ${user})`);
    const healthchecks = final.instructions.filter(
      (instruction) => instruction.getKeyword() === 'HEALTHCHECK',
    );
    const healthcheck = healthchecks.at(-1)?.getArgumentsContent()?.trim();
    if (!healthcheck || /^NONE$/i.test(healthcheck)) problems.push('its final stage has no HEALTHCHECK');
  }
  const labels = dockerfile
    .getInstructions()
    .filter((instruction) => instruction.getKeyword() === 'LABEL')
    .map((instruction) => instruction.getArgumentsContent() ?? '');
  if (!labels.some((content) => content.includes(`gbc.workspace="${context.workspace}"`)))
    problems.push(`does not name its workspace (LABEL gbc.workspace="${context.workspace}")`);
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    if ((keyword !== 'COPY' && keyword !== 'ADD') || copiesFromStage(instruction)) continue;
    for (const source of copySources(instruction)) {
      const problem = sourceProblem(source, context);
      if (problem) problems.push(`line ${instruction.getRange().start.line + 1} ${problem}`);
    }
  }
  return problems;
}
