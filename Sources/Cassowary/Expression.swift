/// A variable with its coefficient in a linear expression.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }
}

// Arithmetic for writing systems as equations: `solver.add(x + 10 == y)`.

public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
public func * (term: Term, coefficient: Double) -> Term { Term(term.variable, term.coefficient * coefficient) }
public func * (coefficient: Double, term: Term) -> Term { term * coefficient }
public func * (expression: Expression, coefficient: Double) -> Expression {
    Expression(expression.terms.map { $0 * coefficient }, constant: expression.constant * coefficient)
}
public func * (coefficient: Double, expression: Expression) -> Expression { expression * coefficient }
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
public prefix func - (term: Term) -> Term { term * -1 }
public prefix func - (expression: Expression) -> Expression { expression * -1 }

/// Anything that can be one side of an equation.
public protocol ExpressionConvertible {
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    public var expression: Expression { Expression([self]) }
}

extension Expression: ExpressionConvertible {
    public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
    public var expression: Expression { Expression(constant: self) }
}

public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let left = lhs.expression
    let right = rhs.expression
    return Expression(left.terms + right.terms, constant: left.constant + right.constant)
}

public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + -rhs.expression
}

public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
