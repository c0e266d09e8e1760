/// One item of a resolver document's `resolutionOrder`: a set, always read, or a modifier, whose
/// chosen context is read.
enum ResolutionStep: Sendable {
    case set(ResolverSet)
    case modifier(ResolverModifier)
}
