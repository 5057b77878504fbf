export { allCommands, buildProgram } from './program.ts';
