/** Thrown when the model holds something Forge's script cannot say exactly: the ability is then not scripted. */
export class NotScriptable extends Error {}
